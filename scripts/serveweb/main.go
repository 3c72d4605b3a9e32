// Command serveweb serves the web edition (build/web) for trying it
// locally: `make serve-web`, then open http://localhost:8080. Any static
// file server does the same in production, as long as it sends .wasm as
// application/wasm.
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", "build/web", "the site's folder")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serveweb: %s has no index.html: run make web first\n", *dir)
		os.Exit(1)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
	files := http.FileServer(http.Dir(*dir))
	http.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// a rebuilt site is picked up on the next reload
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	}))
	fmt.Printf("serveweb: PPU Workbench on http://%s/ (Ctrl+C stops)\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
