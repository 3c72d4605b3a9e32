//go:build !race

package hostrt

const raceOn = false
