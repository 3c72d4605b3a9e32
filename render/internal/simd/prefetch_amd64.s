#include "textflag.h"

// func Prefetch(addr uintptr)
TEXT ·Prefetch(SB), NOSPLIT, $0-8
	MOVQ addr+0(FP), AX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	RET

// func PrefetchWrite(addr uintptr)
TEXT ·PrefetchWrite(SB), NOSPLIT, $0-8
	MOVQ addr+0(FP), AX
	// PREFETCHW (the assembler has no mnemonic for it): 0F 0D /1
	BYTE $0x0F; BYTE $0x0D; BYTE $0x08                                 // PREFETCHW (AX)
	BYTE $0x0F; BYTE $0x0D; BYTE $0x48; BYTE $0x40                     // PREFETCHW 64(AX)
	BYTE $0x0F; BYTE $0x0D; BYTE $0x88; LONG $0x00000080               // PREFETCHW 128(AX)
	RET
