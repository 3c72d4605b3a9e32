// Command printkeys writes every key the workspace decoder accepts, file by
// file, one dotted path a line: `go generate ./workspaces` keeps
// docs/keys.txt current with it. Without -o it prints to standard output.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/ppuwb/ppuwb/workspaces"
)

func main() {
	out := flag.String("o", "", "write to this file instead of standard output")
	flag.Parse()
	var b bytes.Buffer
	workspaces.WriteKeys(&b)
	if *out == "" {
		os.Stdout.Write(b.Bytes())
		return
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "printkeys:", err)
		os.Exit(1)
	}
}
