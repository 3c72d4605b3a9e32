package mesh

import "fmt"

// Limits on a texture: its side in pixels and its file's bytes.
const (
	MaxTextureSide  = 4096
	MaxTextureBytes = 16 << 20
)

// MaxJPEGScans is the most scans a JPEG texture may have. image/jpeg
// decodes a progressive image scan by scan, each over the whole image, and
// bounds neither the number of scans nor their cost: a 240 KB progressive
// 4096² JPEG of 6,000 tiny scans took more than a minute. Encoders write
// 1 (baseline) to about 10 (progressive) scans.
const MaxJPEGScans = 64

// JPEGScans counts the start-of-scan markers of a JPEG by walking its
// segments (and the entropy-coded data after each scan) in one linear
// pass, stopping past max; it does not decode anything.
func JPEGScans(data []byte, max int) (int, error) {
	if len(data) < 2 || data[0] != 0xFF || data[1] != 0xD8 {
		return 0, fmt.Errorf("not a JPEG (no start-of-image marker)")
	}
	scans := 0
	for i := 2; i+1 < len(data); {
		if data[i] != 0xFF {
			return scans, fmt.Errorf("JPEG segment expected at byte %d", i)
		}
		m := data[i+1]
		switch {
		case m == 0xFF: // fill byte
			i++
			continue
		case m == 0xD9: // end of image
			return scans, nil
		case m == 0x01 || m >= 0xD0 && m <= 0xD7: // no length
			i += 2
			continue
		}
		if i+3 >= len(data) {
			return scans, nil // truncated: the decoder reports it
		}
		n := int(data[i+2])<<8 | int(data[i+3])
		i += 2 + n
		if m != 0xDA {
			continue
		}
		if scans++; scans > max {
			return scans, nil
		}
		// Entropy-coded data: up to the next marker other than a stuffed
		// zero or a restart marker.
		for i+1 < len(data) && !(data[i] == 0xFF && data[i+1] != 0 && (data[i+1] < 0xD0 || data[i+1] > 0xD7)) {
			i++
		}
	}
	return scans, nil
}
