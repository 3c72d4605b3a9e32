package scheduler

// The event registry. An event is a value (time, sequence, kind, one
// int32 argument) in the engine's queue; its kind is a small number that a
// component took at its construction by registering the handler that runs
// it. The engine knows no kind by name: it calls the handler registered
// under the popped event's kind. So a component adds an event by
// registering one more handler, and nothing else changes. One kind is
// called directly as well: the SM array's CTA end, one event per CTA, which
// the engine's loop checks for before it looks the table up (an indirect
// call per event costs the million-CTA benchmark a tenth of its speed);
// its handler is registered like every other, and the table runs it the
// same way.
//
// The order of events is (time, sequence) alone — the kind only selects
// the handler — so the numbering of kinds, which follows the order the
// components are built in, changes no timeline.

// eventKind is the kind of an event: the index of its handler.
type eventKind = uint8

// eventHandler runs one event; a is the event's argument (a TMD, an
// interval, a context, … as the kind defines it).
type eventHandler func(a int32)

// eventRegistry holds the handlers, indexed by kind: a fixed table, so
// dispatching an event is one indexed load and one call (no bounds check:
// a kind is a uint8).
type eventRegistry struct {
	handlers [256]eventHandler
	n        int
}

// register adds a handler and returns the kind that events for it carry.
func (r *eventRegistry) register(h eventHandler) eventKind {
	if r.n == len(r.handlers) {
		panic("scheduler: more than 256 event kinds")
	}
	r.handlers[r.n] = h
	r.n++
	return eventKind(r.n - 1)
}

// dispatch runs event e's handler.
func (r *eventRegistry) dispatch(e event) { r.handlers[e.kind](e.a) }
