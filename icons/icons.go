// Package icons holds the images bundled into the ppuwb binary.
package icons

import _ "embed"

// PNG is the 512×512 application icon, drawn by `go run icons/gen/main.go`.
//
//go:embed ppuwb.png
var PNG []byte
