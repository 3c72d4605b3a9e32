package workspaces

import (
	"sort"
	"strconv"

	"github.com/ppuwb/ppuwb/internal/hint"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

// The [commands] section of workspace.toml: command processors in front of
// the TMU, their contexts and streams, the shared memory and the trace
// buffer (docs/replay.md, docs/formats.md).
type commandsSection struct {
	Replay            string       `toml:"replay"`
	TraceNodes        *int         `toml:"trace_nodes"`
	Overflow          string       `toml:"overflow"`
	Preemption        string       `toml:"preemption"`
	TimeSlice         *int64       `toml:"time_slice"`
	InterruptAt       []int64      `toml:"interrupt_at"`
	SwitchCycles      *int64       `toml:"switch_cycles"`
	OpCycles          *int64       `toml:"op_cycles"`
	MemoryCycles      *int64       `toml:"memory_cycles"`
	ContextBytes      *int64       `toml:"context_bytes"`
	SaveBytesPerCycle *int64       `toml:"save_bytes_per_cycle"`
	Memory            any          `toml:"memory"`
	Contexts          []contextDef `toml:"contexts"`
}

type contextDef struct {
	Name           string `toml:"name"`
	Stream         string `toml:"stream"`
	Priority       int    `toml:"priority"`
	Arrive         int64  `toml:"arrive"`
	InterruptAfter []any  `toml:"interrupt_after"`
}

const (
	maxContexts     = 16
	maxMemoryWords  = 1 << 16
	maxTraceNodes   = 1 << 20
	maxCommandCycle = int64(1) << 40
)

// commands reads the [commands] section once the tasks are known; nil when
// the workspace declares no contexts.
func (l *loader) commands(f *tomlFile, k *commandsSection, ws *Workspace) *scheduler.Commands {
	if len(k.Contexts) == 0 {
		if f.has("commands") {
			f.errAt("commands", "commands: declare at least one [[commands.contexts]] (a context with a command stream)")
		}
		return nil
	}
	c := &scheduler.Commands{}
	if k.Replay != "" {
		c.Mode = enumOf(f, "commands.replay", k.Replay, scheduler.ReplayModeNames, scheduler.ReplayTrace)
	}
	if k.Preemption != "" {
		c.Preemption = enumOf(f, "commands.preemption", k.Preemption, scheduler.PreemptLevelNames, scheduler.PreemptAny)
	}
	if k.Overflow != "" {
		c.OverflowSave = enumOf(f, "commands.overflow", k.Overflow, scheduler.OverflowModeNames, scheduler.OverflowError) == scheduler.OverflowFullSave
	}
	if v := k.TraceNodes; v != nil {
		if *v < 1 || *v > maxTraceNodes {
			f.errAt("commands.trace_nodes", "commands.trace_nodes: %d is outside 1..%d (the ring needs room for at least one node)", *v, maxTraceNodes)
		} else {
			c.TraceNodes = *v
		}
	}
	cycles := func(key string, v *int64, dst *int64, lo int64) {
		if v == nil {
			return
		}
		if *v < lo || *v > maxCommandCycle {
			f.errAt("commands."+key, "commands.%s: %d is outside %d..%d", key, *v, lo, maxCommandCycle)
			return
		}
		*dst = *v
	}
	// a measured machine preset brings its own slice and switch cost
	// (docs/hardware.md); the keys here override them
	c.TimeSlice, c.SwitchCycles = ws.Machine.TimeSlice, ws.Machine.SwitchCycles
	cycles("time_slice", k.TimeSlice, &c.TimeSlice, 0)
	cycles("switch_cycles", k.SwitchCycles, &c.SwitchCycles, 1)
	cycles("op_cycles", k.OpCycles, &c.OpCycles, 1)
	cycles("memory_cycles", k.MemoryCycles, &c.MemoryCycles, 1)
	cycles("context_bytes", k.ContextBytes, &c.ContextBytes, 1)
	cycles("save_bytes_per_cycle", k.SaveBytesPerCycle, &c.SaveBytesPerCycle, 1)
	for i, t := range k.InterruptAt {
		if t < 0 || t > maxCommandCycle {
			f.errAt(tomlpos.IndexPath("commands.interrupt_at", i), "commands.interrupt_at[%d]: cycle %d is outside 0..%d", i, t, maxCommandCycle)
			continue
		}
		c.InterruptAt = append(c.InterruptAt, t)
	}
	c.Memory = l.commandMemory(f, k.Memory)

	names := cmdstream.Names{Memory: c.Memory, CanDraw: ws.Graphics.Enabled && ws.Scene != nil}
	for _, t := range ws.Workload.Tasks {
		names.Tasks = append(names.Tasks, t.Name)
	}
	if len(k.Contexts) > maxContexts {
		f.errAt("commands.contexts", "commands.contexts: at most %d contexts", maxContexts)
		k.Contexts = k.Contexts[:maxContexts]
	}
	seen := map[string]int{}
	for i, d := range k.Contexts {
		p := tomlpos.IndexPath("commands.contexts", i)
		name := entryName(f, p, "context", d.Name, i, seen)
		if d.Arrive < 0 || d.Arrive > maxCommandCycle {
			f.errAt(p+".arrive", "%s.arrive: cycle %d is outside 0..%d", p, d.Arrive, maxCommandCycle)
		}
		x := scheduler.CPContext{Name: name, Priority: d.Priority, Arrive: max(d.Arrive, 0)}
		if d.Stream == "" {
			f.errAt(p, "%s: needs stream = \"FILE\" (its command stream)", p)
			continue
		}
		file, data, ok := l.readRef(f, p+".stream", d.Stream, MaxTextFileSize)
		if !ok {
			continue
		}
		x.File = file
		cs, errs := cmdstream.Parse(data, names)
		for _, e := range errs {
			l.d.add(file, e.Line, e.Col, "%s", e.Msg)
		}
		x.Stream = cs
		var labels map[string]int // label → operation, built on first use
		for j, v := range d.InterruptAfter {
			q := tomlpos.IndexPath(p+".interrupt_after", j)
			op := -1
			switch v := v.(type) {
			case string:
				if labels == nil {
					labels = map[string]int{}
					for oi, o := range cs.Ops {
						if o.Label != "" {
							labels[o.Label] = oi
						}
					}
				}
				if v == "" {
					f.errAt(q, "%s: an empty label names no operation", q)
					break
				}
				if oi, ok := labels[v]; ok {
					op = oi
				} else if len(l.d.list) < maxDiagnostics {
					f.errAt(q, "%s: %s has no operation labelled %q%s", q, file, hint.Clip(v), hint.DidYouMean(v, sortedKeys(mapKeys(labels))))
				}
			case int64:
				if v < 1 {
					f.errAt(q, "%s: operation numbers start at 1 (got %d)", q, v)
				} else if v > int64(len(cs.Ops)) {
					f.errAt(q, "%s: operation %d is past the end of %s (it has %d operations)", q, v, file, len(cs.Ops))
				} else {
					op = int(v) - 1
				}
			default:
				f.errAt(q, "%s: an interrupt point is an operation's label (\"K\") or its number (1-based)", q)
			}
			if op >= 0 {
				switch cs.Ops[op].Kind {
				case scheduler.OpElse, scheduler.OpEnd:
					f.errAt(q, "%s: interrupt points go after operations, not after a block's brace", q)
				default:
					x.InterruptAfter = append(x.InterruptAfter, op)
				}
			}
		}
		c.Contexts = append(c.Contexts, x)
	}
	return c
}

// commandMemory reads [commands.memory]: NAME = value, or NAME = [values]
// for a buffer of words NAME[0], NAME[1], ... Addresses keep the order in
// which the file declares them.
func (l *loader) commandMemory(f *tomlFile, raw any) scheduler.CPMemory {
	var m scheduler.CPMemory
	if raw == nil {
		return m
	}
	tbl, ok := raw.(map[string]any)
	if !ok {
		f.errAt("commands.memory", "commands.memory: must be a table of NAME = value or NAME = [values]")
		return m
	}
	keys := make([]string, 0, len(tbl))
	for k := range tbl {
		keys = append(keys, k)
	}
	line := func(k string) int { return f.pos.Lookup("commands.memory."+k, true).Line }
	sort.Slice(keys, func(i, j int) bool {
		li, lj := line(keys[i]), line(keys[j])
		if li != lj {
			return li < lj
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		p := "commands.memory." + k
		if !cmdstream.IsIdent(k) {
			f.errKey(p, "%s: an address name is a letter or _ followed by letters, digits or _", p)
			continue
		}
		switch v := tbl[k].(type) {
		case int64:
			m.Names = append(m.Names, k)
			m.Init = append(m.Init, v)
		case []any:
			if len(v) == 0 || len(m.Names)+len(v) > maxMemoryWords {
				f.errAt(p, "%s: a buffer needs 1..%d words", p, maxMemoryWords-len(m.Names))
				continue
			}
			for i, w := range v {
				n, ok := w.(int64)
				if !ok {
					f.errAt(tomlpos.IndexPath(p, i), "%s[%d]: memory words are integers", p, i)
					n = 0
				}
				m.Names = append(m.Names, k+"["+strconv.Itoa(i)+"]")
				m.Init = append(m.Init, n)
			}
		default:
			f.errAt(p, "%s: a memory word is an integer (or a buffer: a list of integers)", p)
		}
		if len(m.Names) > maxMemoryWords {
			f.errAt(p, "commands.memory: at most %d words", maxMemoryWords)
			break
		}
	}
	return m
}

// mapKeys is the set of m's keys.
func mapKeys(m map[string]int) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		out[k] = true
	}
	return out
}
