// Command serveweb serves the web edition (build/web) for trying it
// locally: `make serve-web`, then open http://localhost:8080. It sends
// ppuwb.wasm as application/wasm and, to a browser that accepts gzip, the
// precompressed ppuwb.wasm.gz with Content-Encoding: gzip
// (internal/webserve); docs/user-guide.md says how to set up another server
// the same way.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/ppuwb/ppuwb/internal/webserve"
)

func main() {
	dir := flag.String("dir", "build/web", "the site's folder")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serveweb: %s has no index.html: run make web first\n", *dir)
		os.Exit(1)
	}
	http.Handle("/", webserve.Handler(*dir))
	fmt.Printf("serveweb: PPU Workbench on http://%s/ (Ctrl+C stops)\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
