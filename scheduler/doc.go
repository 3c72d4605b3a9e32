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
// as layers" in the design notes), one event queue and one clock, each
// component in its own files with its own state:
//
//	engine.go            the run: spec, event loop, deadlock diagnosis
//	queue.go             the event queue (timing wheel and heap)
//	hooks.go             how components hear each other: grid created, eligible
//	                     and done, CTA start, held, stop, finish (listeners)
//	tmu.go               the TMU: TMDs, counters, launches, continuations
//	queuegran.go         where continuation CTAs wait (per grid, per CTA)
//	devstream.go         device-side streams of child grids
//	membar.go            the memory barrier between completion and release
//	wdu.go               the WDU: active grids by priority, CTA dispatch, the
//	                     dispatch rate; asks a dispatchPolicy what may place
//	sm.go                the SMs: resources, fit, a CTA's start and end
//	partition.go         partitioning's options, measures and Result types
//	partition_run.go     tenants, allotments, admission, samples (the
//	                     partition's side of the hooks)
//	policy.go            the partition policy interface; one file per policy:
//	policy_fifo.go       fifo (and no policy)
//	policy_priority.go   priority
//	policy_single.go     single
//	policy_spatial.go    spatial
//	policy_priority_preempt.go  priority-preempt
//	policy_share.go      the allotment rule of the share policies:
//	policy_share_drain.go, policy_share_save.go, policy_share_flush.go,
//	policy_share_auto.go
//	preempt.go           reductions: victims per SM, planned saves, save,
//	                     flush, relaunch and restore
//	channel.go           the save channel(s): a resource with a queue
//	simd.go              the simd utilization measure
//	measurewarn.go       warnings when the measure cannot bind
//	partition_metrics.go ANTT, STP, fairness, isolated runs, ComparePolicies
//	partition_order.go   FIG 4's timeline vocabulary
//	partition_trace.go   the partition's part of the Chrome trace
//	cp.go                command processors: contexts, modes, results
//	cpops.go             command-stream operations
//	cprun.go             the command processors at run time: switches, replay
//	tracebuf.go          the ring trace buffer
//	cpcheck.go           the replay check
//	host.go              the host runtime's execution queue (PlanHost)
//	host_trace.go        the runtime's part of the Chrome trace
//	workload.go          the input: kernels, tasks, streams, graphics, options
//	validate.go          input validation with located errors
//	result.go            the Result and its metrics
//	state.go             state at time t, utilization over time
//	trace.go, csv.go     Chrome trace and CSV output
//	coupling.go          coupling metrics of continuations and EOC tasks
//
// Subpackage audit checks a Result's physics independently of the engine.
package scheduler
