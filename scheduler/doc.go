// Package scheduler simulates how a PPU's task management unit (TMU) and work
// distribution unit (WDU) run compute tasks and graphics work on the SMs.
//
// The model follows the continuation thread block design: every grid is
// described by task metadata (a TMD) with a pending counter, an
// input-dependence counter and an output-dependence pointer; parent CTAs
// launch child grids and queue continuation CTAs into a queue TMD that an
// end-of-children (EOC) TMD releases when the children are done. A
// wait-in-place policy, where parent CTAs stay resident until their children
// finish, is provided for comparison: it deadlocks when parents fill the SMs,
// and the simulator detects and explains that.
//
// Run is a deterministic discrete-event simulation in integer cycles; its
// Result is immutable and answers "state at time t" quickly.
//
// The machine is a stack of components (docs/scheduling.md, "The machine
// as layers" in the design notes), one event queue and one clock. Each
// component is a type with its own state, in its own files, holding the
// run's core (spec, clock, event queue, Result, hooks) and the other
// components it calls by name:
//
//	component         type               state it owns
//	engine            sim, core          the clock, the event queue, the loop,
//	                                     the event registry
//	TMU               tmu                TMDs (tmdRec, ctaWork, queueState),
//	                                     counters, launches
//	WDU               wdu                the active grids (readyState),
//	                                     dispatch, its rate
//	SMs               smArray            per-SM resources, free room
//	partition         partition          tenants (tenantTag), allotments,
//	                                     reductions
//	save channel      saveChannel        channels' busy times, planned saves
//	partition policy  partitionPolicy    (none: one strategy per policy)
//	command processor commandProcessor   contexts, switches, trace rings
//
// The TMU hands eligible grids to the WDU, the WDU starts CTAs on the SM
// array, the SM array asks the TMU for each CTA's work and tells the WDU
// where room freed; the command processor submits through the TMU. The
// partition and the command processor hear the others through the hooks
// (hooks.go: grid created, eligible and done, CTA start, held, stop,
// finish), and the WDU asks the partition what may place through its
// dispatchPolicy.
//
// A TMD's run-time state (tmdRun, tmu.go) is in parts, each changed by
// its owner only: tmdRec (the TMU: kind, counters, dependencies,
// completion), ctaWork (the grid's CTAs, handed out by the TMU, read by
// the WDU and the SMs), readyState (the WDU's active list), tenantTag (the
// partition's, set by its gridCreated hook) and, for a queue TMD, q (its
// continuation FIFO, the TMU's).
//
// Views (views.go, policy.go): the partition reads the TMU through
// tmuView, whose tmdRef is a read-only handle on a TMD, and the SM array
// through smView (queries, plus the two requests a save and a relaunch
// make: vacate, occupy); a partition policy sees the run only through
// policyView, queries whose answers it returns as decisions (an admission,
// victims' reductions, SM ranges) for the partition to apply.
//
// Events (events.go): an event is a value (time, sequence, kind,
// argument). Each component registers its kinds with their handlers when
// it is built (the TMU: host write, hold released, launch point, memory
// barrier done, write acknowledged; the SM array: CTA end; the WDU: launch
// slot; the partition: save done, channel free; the command processor:
// step, arrival, time slice, interrupt); the engine calls the handler
// registered under each popped event's kind and names none itself. The
// order of events is (time, sequence) alone, so the numbering of kinds
// changes no timeline.
//
// Policies: a partition policy is one file, policy_<name>.go, with a type
// that embeds basePolicy (or sharePolicy) and overrides the decisions and
// traits it changes (allots, dispatch), registered in the file's init with
// its name — registerPolicy with a PartitionPolicy constant, or addPolicy
// for a policy known by name only. PartitionPolicyNames is filled by these
// registrations; nothing else in the package lists policies (TestAddPolicy
// adds one from a test file).
//
//	engine.go            the engine: core, spec, event loop, deadlock diagnosis
//	events.go            the event registry: kinds and their handlers
//	views.go             the partition's views of the TMU and the SM array
//	queue.go             the event queue (timing wheel and heap)
//	hooks.go             how components hear each other: grid created, eligible
//	                     and done, CTA start, held, stop, finish (listeners)
//	tmu.go               tmu: TMDs, counters, launches, continuations
//	queuegran.go         tmu: where continuation CTAs wait (per grid, per CTA)
//	devstream.go         tmu: device-side streams of child grids
//	membar.go            tmu: the memory barrier between completion and release
//	wdu.go               wdu: active grids by priority, CTA dispatch, the
//	                     dispatch rate; asks a dispatchPolicy what may place
//	sm.go                smArray: resources, fit, a CTA's start and end
//	partition.go         partitioning's options, measures and Result types
//	partition_run.go     partition: tenants, allotments, admission, samples
//	                     (its side of the hooks and the WDU's dispatchPolicy)
//	policy.go            the partition policy interface, its registry and
//	                     policyView; one file per policy:
//	policy_fifo.go       fifo (and no policy)
//	policy_priority.go   priority
//	policy_single.go     single
//	policy_spatial.go    spatial
//	policy_priority_preempt.go  priority-preempt
//	policy_share.go      the allotment rule of the share policies:
//	policy_share_drain.go, policy_share_save.go, policy_share_flush.go,
//	policy_share_auto.go
//	preempt.go           partition: reductions — victims per SM, planned
//	                     saves, save, flush, relaunch and restore
//	channel.go           saveChannel: the save channel(s), a resource with a queue
//	simd.go              partition: the simd utilization measure
//	simd_victims.go      victims by the SIMD units they free; reductions go on to the share
//	measurewarn.go       warnings when the measure cannot bind
//	partition_metrics.go ANTT, STP, fairness, isolated runs, ComparePolicies
//	partition_order.go   FIG 4's timeline vocabulary
//	partition_trace.go   the partition's part of the Chrome trace
//	cp.go                the command processor's model: contexts, modes, results
//	cpops.go             command-stream operations
//	cprun.go             commandProcessor: switches, replay, its events
//	tracebuf.go          the ring trace buffer
//	cpcheck.go           the replay check
//	host.go              the host runtime's execution queue (PlanHost)
//	host_trace.go        the runtime's part of the Chrome trace
//	workload.go          the input: kernels, tasks, streams, graphics, options
//	validate.go          input validation with located errors
//	result.go            the Result and its metrics
//	state.go             state at time t, utilization over time
//	utilseries.go        a partitioned run's utilization as a table
//	names.go             the enums' spellings
//	chrometrace.go, csv.go  Chrome trace and CSV output
//	coupling.go          coupling metrics of continuations and EOC tasks
//
// Subpackage audit checks a Result's physics independently of the engine;
// subpackage cptest tests the command processor from outside the package.
package scheduler
