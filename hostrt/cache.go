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
	return hash + "/" + typ + "/v" + strconv.Itoa(version) + "/" + k.Domain.String() + "/" + strings.Join(k.Params, ",")
}

// Selection says which executable a kernel runs on a device and whether it
// was compiled online (and whether the compile hit the cache).
type Selection struct {
	Exe      Executable
	Compiled bool   // compiled online for this run
	CacheHit bool   // the compile was a cache hit
	Reason   string // why this executable
}

// exactReason says why an exact-match executable runs.
func exactReason(e Executable) string {
	why := fmt.Sprintf("executable for %s v%d", e.Type, e.Version)
	if e.Declared && e.Cost > 0 {
		why += fmt.Sprintf(" (shipped, %d ops per item)", e.Cost)
	} else if e.Declared {
		why += " (shipped)"
	}
	return why
}

// olderNote names the executables of typ older than version, if any.
func olderNote(k *Kernel, typ string, version int) string {
	var have []string
	for _, e := range k.Executables {
		if e.Type == typ && e.Version < version {
			have = append(have, fmt.Sprintf("%s v%d", typ, e.Version))
		}
	}
	if len(have) == 0 {
		return ""
	}
	return " (only " + strings.Join(have, ", ") + " exists)"
}

// Choice says, without compiling, which executable k would run on a device
// of type typ and version and why: an exact match, or an online compile
// from the source (charged compile cycles, then cached).
func Choice(k *Kernel, typ string, version int) (reason string, compile int64) {
	if e := k.fitting(typ, version); e != nil {
		return exactReason(*e), 0
	}
	if k.Source == "" {
		return fmt.Sprintf("no executable for %s v%d and no source: cannot run", typ, version), 0
	}
	c := CompileCycles(k)
	return fmt.Sprintf("no executable for %s v%d%s: compile online from the source (%d cycles, then cached)", typ, version, olderNote(k, typ, version), c), c
}

// Select picks the executable for a device of type typ and version: one
// built for exactly that type and version, else a program compiled online
// from the source (through the cache). No fitting executable and no source
// is an error.
func (c *Cache) Select(k *Kernel, typ string, version int) (Selection, error) {
	if e := k.fitting(typ, version); e != nil {
		return Selection{Exe: *e, Reason: exactReason(*e)}, nil
	}
	older := olderNote(k, typ, version)
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
