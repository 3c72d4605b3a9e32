package hostrt

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/expr-lang/expr/vm"
)

// Online compilation with a cache: executables keyed by source hash,
// device type, version and options (Cache.Select).

// Cache holds executables compiled online, keyed by source hash, device
// type and version and options, and counts hits and misses.
type Cache struct {
	mu    sync.Mutex
	progs map[string]compiled
	// hashes remembers each kernel's source hash, recomputed only when the
	// source changed: a cache hit then costs a map lookup, not a SHA-256.
	hashes map[*Kernel]hashedSource
	Hits   int `json:"hits"`
	Misses int `json:"misses"`
}

// CacheStats are a Cache's counters.
type CacheStats struct {
	Entries int `json:"entries"`
	Hits    int `json:"hits"`
	Misses  int `json:"misses"`
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{progs: map[string]compiled{}, hashes: map[*Kernel]hashedSource{}}
}

type hashedSource struct{ source, hash string }

// compiled is an online compile: the VM program and, when the source
// allows, its span program (spancompile.go).
type compiled struct {
	prog  *vm.Program
	spans NativeFunc
}

// sourceHash is k's source hash (the first 8 bytes of its SHA-256, hex).
func (c *Cache) sourceHash(k *Kernel) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if h, ok := c.hashes[k]; ok && h.source == k.Source {
		return h.hash
	}
	sum := sha256.Sum256([]byte(k.Source))
	h := hex.EncodeToString(sum[:8])
	c.hashes[k] = hashedSource{k.Source, h}
	return h
}

// Stats returns the counters.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Entries: len(c.progs), Hits: c.Hits, Misses: c.Misses}
}

// CacheKey is the key of an online compile.
func CacheKey(k *Kernel, typ string, version int) string {
	h := sha256.Sum256([]byte(k.Source))
	return cacheKey(hex.EncodeToString(h[:8]), k, typ, version)
}

func cacheKey(hash string, k *Kernel, typ string, version int) string {
	return hash + "/" + typ + "/v" + strconv.Itoa(version) + "/" + string(k.Domain) + "/" + strings.Join(k.Params, ",")
}

// Selection says which executable a kernel runs on a device and whether it
// was compiled online (and whether the compile hit the cache).
type Selection struct {
	Exe      Executable
	Compiled bool   // compiled online for this run
	CacheHit bool   // the compile was a cache hit
	Reason   string // why this executable
}

// Select picks the executable for a device of type typ and version: one
// built for exactly that type and version, else a program compiled online
// from the source (through the cache). No fitting executable and no source
// is an error.
func (c *Cache) Select(k *Kernel, typ string, version int) (Selection, error) {
	older := ""
	for _, e := range k.Executables {
		if e.Type == typ && e.Version == version {
			return Selection{Exe: e, Reason: fmt.Sprintf("executable for %s v%d", typ, version)}, nil
		}
		if e.Type == typ && e.Version < version {
			older = fmt.Sprintf(" (only %s v%d exists)", typ, e.Version)
		}
	}
	if k.Source == "" {
		var have []string
		for _, e := range k.Executables {
			have = append(have, fmt.Sprintf("%s v%d", e.Type, e.Version))
		}
		return Selection{}, fmt.Errorf("kernel %q: no executable for %s v%d (has %s) and no source to compile", k.Name, typ, version, strings.Join(have, ", "))
	}
	key := cacheKey(c.sourceHash(k), k, typ, version)
	c.mu.Lock()
	cp, hit := c.progs[key]
	if hit {
		c.Hits++
	} else {
		c.Misses++
	}
	c.mu.Unlock()
	if !hit {
		p, err := k.compile()
		if err != nil {
			return Selection{}, err
		}
		plain, err := k.compilePlain()
		if err != nil {
			return Selection{}, err
		}
		cp = compiled{prog: p, spans: compileSpans(k, plain)}
		c.mu.Lock()
		c.progs[key] = cp
		c.mu.Unlock()
	}
	why := "no executable for " + typ + " v" + strconv.Itoa(version) + older + ": compiled online"
	if hit {
		why += " (cache hit)"
	}
	return Selection{Exe: Executable{Type: typ, Version: version, Online: true, program: cp.prog, native: cp.spans}, Compiled: true, CacheHit: hit, Reason: why}, nil
}
