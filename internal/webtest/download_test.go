//go:build webtest

package webtest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Over a 50 Mbit/s line (Chromium's network emulation, 20 ms latency) the
// page must bring the window up in 10 s (wasmWire caps what travels).
const (
	lineBytesPerSecond = 50e6 / 8
	wasmWire           = 15e6
	firstRenderLimit   = 10 * time.Second
)

// TestWebFirstRenderAt50Mbits loads the site as a student at home would:
// ppuwb.wasm travels gzipped (Content-Encoding: gzip, internal/webserve),
// and the window is up (the app's hooks answer and the loading overlay is
// gone) within firstRenderLimit. The sizes and times go to the log
// (docs/performance.md, The web edition).
func TestWebFirstRenderAt50Mbits(t *testing.T) {
	url := serve(t)
	ctx := browserCtx(t)
	c := watchConsole(t, ctx)
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	// Network.emulateNetworkConditions (deprecated in the protocol but
	// what Chromium 148 takes; its ByRule successor refuses an empty
	// pattern's parameters)
	type conditions struct {
		Offline            bool    `json:"offline"`
		Latency            float64 `json:"latency"`
		DownloadThroughput float64 `json:"downloadThroughput"`
		UploadThroughput   float64 `json:"uploadThroughput"`
	}
	emulate := cdp.Command[conditions, cdp.Empty]{Method: "Network.emulateNetworkConditions"}
	if _, err := chromedp.Call(ctx, emulate, conditions{Latency: 20, DownloadThroughput: lineBytesPerSecond, UploadThroughput: lineBytesPerSecond}); err != nil {
		t.Fatal(err)
	}
	start := openPage(t, ctx, url)
	var first time.Duration
	for deadline := start.Add(appStart); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		up, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`!!window.ppuwbTest && getComputedStyle(document.getElementById("ppuwb-status")).display === "none"`))
		if up {
			first = time.Since(start)
			break
		}
	}
	if first == 0 {
		t.Fatalf("the window did not come up within %v\nconsole:\n  %s", appStart, c.dump())
	}
	s := waitFor(t, ctx, c, "the showcase", appStart, loaded("open", ""))
	shown := time.Since(start)
	wire, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64](`(() => {
		const e = performance.getEntriesByType("resource").find(e => e.name.endsWith("/ppuwb.wasm"));
		return e ? { transfer: e.transferSize, encoded: e.encodedBodySize, decoded: e.decodedBodySize, fetch: e.responseEnd - e.startTime } : {};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.Stat(filepath.Join(*site, "ppuwb.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("web: at 50 Mbit/s: ppuwb.wasm %.1f MB on disk, %.1f MB over the wire (fetched in %.1f s); window up after %.1f s, the showcase's run shown after %.1f s (%s)",
		float64(raw.Size())/1e6, wire["encoded"]/1e6, wire["fetch"]/1000, first.Seconds(), shown.Seconds(), s.Message)
	if wire["encoded"] <= 0 || wire["encoded"] >= wasmWire {
		t.Errorf("ppuwb.wasm travels as %.1f MB, want under %.0f MB (served gzipped?)", wire["encoded"]/1e6, wasmWire/1e6)
	}
	if wire["decoded"] != float64(raw.Size()) {
		t.Errorf("the browser decoded %.0f bytes, the file has %d", wire["decoded"], raw.Size())
	}
	// The 10 s target is for a machine that is not busy with other work:
	// compiling the module takes CPU, which a loaded shared machine
	// lacks. Past one runnable task per core the time is logged, not held
	// to the target (docs/performance.md records both).
	if load := loadPerCore(); load > 1 {
		t.Logf("web: load average %.1f per core: the %v target is not checked", load, firstRenderLimit)
	} else if first > firstRenderLimit {
		t.Errorf("the window came up after %.1f s at 50 Mbit/s, want under %v", first.Seconds(), firstRenderLimit)
	}
	c.check(t)
}

// loadPerCore is the 1-minute load average divided by the CPU count (0 if
// unknown).
func loadPerCore() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	var l float64
	if _, err := fmt.Sscanf(string(b), "%f", &l); err != nil {
		return 0
	}
	return l / float64(runtime.NumCPU())
}
