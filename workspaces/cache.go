package workspaces

import (
	"crypto/sha256"
	"sync"

	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// Parsing a large mesh file dominates a reload, yet most edits touch only
// the scene or task files. Parsed meshes are therefore kept in a small
// cache keyed by the hash of the file's bytes: an unchanged mesh is not
// parsed again, a changed one always is. Cached mesh.Data is never modified.

type meshCacheKey [sha256.Size + 8]byte

func meshKey(ext string, data []byte) meshCacheKey {
	var k meshCacheKey
	h := sha256.Sum256(data)
	copy(k[:], h[:])
	copy(k[sha256.Size:], ext)
	return k
}

type meshCacheEntry struct {
	key   meshCacheKey
	md    *mesh.Data
	extra []string
}

type meshCache struct {
	mu      sync.Mutex
	entries []meshCacheEntry // most recently used last
}

const (
	meshCacheEntries  = 8
	meshCacheVertices = 2 * mesh.MaxVertices
)

var meshes meshCache

func (c *meshCache) get(k meshCacheKey) (*mesh.Data, []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.entries {
		if e.key == k {
			c.entries = append(append(c.entries[:i:i], c.entries[i+1:]...), e)
			return e.md, e.extra
		}
	}
	return nil, nil
}

func (c *meshCache) put(k meshCacheKey, md *mesh.Data, extra []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.entries {
		if e.key == k {
			return
		}
	}
	c.entries = append(c.entries, meshCacheEntry{k, md, extra})
	total := 0
	for _, e := range c.entries {
		total += len(e.md.Positions)
	}
	for len(c.entries) > meshCacheEntries || (total > meshCacheVertices && len(c.entries) > 1) {
		total -= len(c.entries[0].md.Positions)
		c.entries = c.entries[1:]
	}
}
