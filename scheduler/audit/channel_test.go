package audit_test

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

func preset(t testing.TB, name string) device.PPU {
	t.Helper()
	m, err := device.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func simulate(t testing.TB, m device.PPU, w scheduler.Workload, o scheduler.Options) *scheduler.Result {
	t.Helper()
	r, err := scheduler.Run(context.Background(), m, w, o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func kernel(name string, cycles int64) scheduler.Kernel {
	return scheduler.Kernel{Name: name, CyclesPerThread: cycles, RegistersPerThread: 32, BlockSize: scheduler.Dim3{X: 128, Y: 1, Z: 1}}
}

// fig4 is FIG 4's workload: four 4-warp CTAs of task1 fill the tiny
// machine's SM (16 KiB of registers each); task2, allotted 50 %, arrives at
// cycle 400 under share-save.
func fig4(long int64) scheduler.Workload {
	return scheduler.Workload{Kernels: []scheduler.Kernel{kernel("long", long), kernel("short", 400)},
		Tasks: []scheduler.Task{{Name: "task1", Kernel: "long", Grid: scheduler.Dim3{X: 4, Y: 1, Z: 1}, Share: 50},
			{Name: "task2", Kernel: "short", Grid: scheduler.Dim3{X: 4, Y: 1, Z: 1}, Share: 50, SubmitAt: 300}}}
}

// TestSaveChannelSerializesSavesAndRestores (issue 24, defect 2): at
// 8 bytes per cycle two 16 KiB saves complete at 2,648 and 4,696, not
// both at 2,648; restores queue on the same channel; a victim that would
// end before the channel is free is not saved (the channel's busy time
// never moves backwards). Before the fix the second save of the 1,000-cycle
// workload started at 400 beside the first, and no restore used the channel.
func TestSaveChannelSerializesSavesAndRestores(t *testing.T) {
	m := preset(t, "tiny")
	o := scheduler.Options{Partition: &scheduler.PartitionOptions{Policy: scheduler.PartitionShareSave, SaveBytesPerCycle: 8}}
	for _, tc := range []struct {
		long  int64
		saved []int64
	}{
		{10000, []int64{2648, 4696}}, // both victims outlast the channel
		{1000, []int64{2648}},        // the second would end (1,100) before the channel frees (2,448)
	} {
		r := simulate(t, m, fig4(tc.long), o)
		var saved []int64
		for _, pr := range r.Partition.Preemptions {
			saved = append(saved, pr.Saved)
		}
		if len(saved) != len(tc.saved) || saved[0] != tc.saved[0] || len(saved) > 1 && saved[1] != tc.saved[1] {
			t.Errorf("CTAs of %d cycles: saves complete at %v, want %v", tc.long, saved, tc.saved)
		}
		restores := 0
		for _, tr := range r.Partition.Transfers {
			if tr.Restore {
				restores++
			}
		}
		if restores != len(tc.saved) {
			t.Errorf("CTAs of %d cycles: %d restores on the channel, want %d", tc.long, restores, len(tc.saved))
		}
		if rep := audit.Run(r, nil); !rep.OK() {
			t.Errorf("CTAs of %d cycles:\n%s", tc.long, rep)
		}
	}
}

// TestSaveChannelsSetting: with save_channels = 2 the two saves move at
// once (both in memory at 2,648) and the audit holds them to two at a time.
func TestSaveChannelsSetting(t *testing.T) {
	m := preset(t, "tiny")
	o := scheduler.Options{Partition: &scheduler.PartitionOptions{Policy: scheduler.PartitionShareSave, SaveBytesPerCycle: 8, SaveChannels: 2}}
	r := simulate(t, m, fig4(10000), o)
	if n := len(r.Partition.Preemptions); n != 2 || r.Partition.Preemptions[1].Saved != 2648 {
		t.Fatalf("%d saves %+v, want two done at 2648", n, r.Partition.Preemptions)
	}
	if rep := audit.Run(r, nil); !rep.OK() {
		t.Fatal(rep)
	}
	// The same Result read as if it had one channel fails the audit.
	r.Partition.SaveChannels = 1
	for i := range r.Partition.Transfers {
		r.Partition.Transfers[i].Channel = 0
	}
	if rep := audit.Run(r, nil); rep.OK() {
		t.Fatal("two overlapping transfers on one channel pass the audit")
	}
}
