package simd

// FrontRunMax is the most primitive indices one FrontRun call writes.
const FrontRunMax = 256
