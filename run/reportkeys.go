package run

import (
	"reflect"
	"strings"
)

// reportTypes are the --json reports of this package, whose fields'
// `report` tags name the keys that are not results.
var reportTypes = []any{SimulateReport{}, MeasuredReport{}, PartitionReport{}, CheckReport{}, RenderReport{}, ReplayReport{}, DevicesReport{}}

// FileKeys are the --json keys whose values are paths of the run's own
// files (the workspace folder, the --trace output), read from the reports'
// `report:"file"` tags. They are not results: a sweep leaves them out, or
// its CSV would differ from one -j to another.
var FileKeys = taggedKeys("file")

// hostKeys are the keys tagged `report:"host"`.
var hostKeys = taggedKeys("host")

// HostTimingKey says whether a --json key is a wall-clock measure of the
// host: a key tagged `report:"host"` (took_ms), or one named wall_… or
// host_… (host_ns of the runtime's result). It differs from run to run.
func HostTimingKey(k string) bool {
	return hostKeys[k] || strings.HasPrefix(k, "wall_") || strings.HasPrefix(k, "host_")
}

// taggedKeys collects the JSON names of the report fields whose `report`
// tag is kind.
func taggedKeys(kind string) map[string]bool {
	out := map[string]bool{}
	for _, r := range reportTypes {
		t := reflect.TypeOf(r)
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Tag.Get("report") == kind {
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				out[name] = true
			}
		}
	}
	return out
}
