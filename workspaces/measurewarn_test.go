package workspaces

import "testing"

// TestExamplesMeasureCanBind: no embedded example carries a warning that
// its utilization measure cannot bind (docs/partitioning.md).
func TestExamplesMeasureCanBind(t *testing.T) {
	for _, name := range Examples() {
		ws, err := LoadExample(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range ws.Warnings {
			t.Errorf("%s: %s", name, d)
		}
	}
}
