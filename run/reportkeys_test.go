package run

import (
	"maps"
	"slices"
	"testing"
)

// The keys a sweep leaves out are read from the reports' tags: the
// workspace folder and the trace file are paths, took_ms and host_… are
// the host's wall clock.
func TestReportKeysFromTags(t *testing.T) {
	if got := slices.Sorted(maps.Keys(FileKeys)); !slices.Equal(got, []string{"trace", "workspace"}) {
		t.Errorf("FileKeys = %v", got)
	}
	for k, want := range map[string]bool{"took_ms": true, "host_ns": true, "wall_ms": true, "makespan": false, "workspace": false} {
		if HostTimingKey(k) != want {
			t.Errorf("HostTimingKey(%q) = %v", k, !want)
		}
	}
}
