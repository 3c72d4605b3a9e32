package audit_test

import (
	"context"
	"testing"

	ppurun "github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces"
)

// TestAuditEveryExample runs the audit on the Result of every embedded
// example, as `ppuwb simulate EXAMPLE --audit` does.
func TestAuditEveryExample(t *testing.T) {
	for _, name := range workspaces.Examples() {
		t.Run(name, func(t *testing.T) {
			ws, err := workspaces.LoadExample(name)
			if err != nil {
				t.Fatal(err)
			}
			run, err := ppurun.Execute(context.Background(), ws)
			if err != nil {
				t.Fatal(err)
			}
			var host *scheduler.HostResult
			if run.Runtime != nil {
				host = run.Runtime.Plan
			}
			rep := audit.Run(run.Result, host)
			if !rep.OK() {
				t.Errorf("%s:\n%s", name, rep)
			}
		})
	}
}
