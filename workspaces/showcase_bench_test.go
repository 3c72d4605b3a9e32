package workspaces

import (
	"context"
	"fmt"
	"testing"

	"github.com/ppuwb/ppuwb/render"
)

// BenchmarkShowcaseFrame renders the default workspace's scene at window-sized
// viewports and reports frames per second (target: at least 60 at the
// window's size).
func BenchmarkShowcaseFrame(b *testing.B) {
	ws, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	for _, sz := range [][2]int{{ws.Options.Width, ws.Options.Height}, {1086, 371}, {1280, 800}, {1920, 1080}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			opt := ws.Options
			opt.Width, opt.Height = sz[0], sz[1]
			ctx := context.Background()
			if _, err := render.Render(ctx, ws.Scene, opt); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := render.Render(ctx, ws.Scene, opt); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "frames/s")
		})
	}
}
