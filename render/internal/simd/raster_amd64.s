#include "textflag.h"

// One edge from vertex (xi, yi) to (xj, yj), k its number: a, b as int32
// at 4k and 12 + 4k, c = −(a·xi + b·yi) at 24 + 8k, the top-left bit
// (a > 0, or a = 0 and b > 0) at bit k of the byte at 57. Clobbers AX, BX,
// CX, DX.
#define EDGE(xi, yi, xj, yj, k) \
	MOVQ yi, AX \
	SUBQ yj, AX \
	MOVQ xj, BX \
	SUBQ xi, BX \
	MOVL AX, (4*k)(SI) \
	MOVL BX, (12+4*k)(SI) \
	MOVQ AX, CX \
	IMULQ xi, CX \
	MOVQ BX, DX \
	IMULQ yi, DX \
	ADDQ DX, CX \
	NEGQ CX \
	MOVQ CX, (24+8*k)(SI) \
	XORL CX, CX \
	TESTQ AX, AX \
	SETGT CL \
	JNE 3(PC) \
	TESTQ BX, BX \
	SETGT CL \
	SHLL $k, CX \
	ORB CL, 57(SI)

// func SetupRaster(t, r unsafe.Pointer, area int64, bits, w, h int, keepDegenerate, centre bool) bool
// See raster_amd64.go; the offsets are raster.go's.
TEXT ·SetupRaster(SB), NOSPLIT, $0-57
	MOVQ t+0(FP), DI
	MOVQ r+8(FP), SI
	MOVQ area+16(FP), AX
	TESTQ AX, AX
	JNE oriented
	CMPB keepDegenerate+48(FP), $0
	JEQ fail

oriented:
	MOVQ 24(DI), R8
	MOVQ 32(DI), R9
	MOVQ 40(DI), R10
	MOVQ 48(DI), R11
	MOVQ 56(DI), R12
	MOVQ 64(DI), R13
	TESTQ AX, AX
	JGE edges
	// clockwise: vertices 1 and 2 swap
	XCHGQ R9, R10
	XCHGQ R12, R13
	MOVQ R9, 32(DI)
	MOVQ R10, 40(DI)
	MOVQ R12, 56(DI)
	MOVQ R13, 64(DI)
	MOVL 76(DI), AX
	MOVL 80(DI), BX
	MOVL BX, 76(DI)
	MOVL AX, 80(DI)

edges:
	MOVB $0, 57(SI)
	EDGE(R8, R11, R9, R12, 0)
	EDGE(R9, R12, R10, R13, 1)
	EDGE(R10, R13, R8, R11, 2)
	// min and max of x (AX, BX) and y (CX, DX)
	MOVQ R8, AX
	CMPQ R9, AX
	CMOVQLT R9, AX
	CMPQ R10, AX
	CMOVQLT R10, AX
	MOVQ R8, BX
	CMPQ R9, BX
	CMOVQGT R9, BX
	CMPQ R10, BX
	CMOVQGT R10, BX
	MOVQ R11, CX
	CMPQ R12, CX
	CMOVQLT R12, CX
	CMPQ R13, CX
	CMOVQLT R13, CX
	MOVQ R11, DX
	CMPQ R12, DX
	CMOVQGT R12, DX
	CMPQ R13, DX
	CMOVQGT R13, DX
	// bounds: x0 = −((−minX) >> bits) − 1 (R9), y0 (R10), x1 = maxX >>
	// bits (R11), y1 (R12)
	MOVQ bits+24(FP), R8
	MOVQ AX, R9
	NEGQ R9
	SARXQ R8, R9, R9
	NOTQ R9
	MOVQ CX, R10
	NEGQ R10
	SARXQ R8, R10, R10
	NOTQ R10
	SARXQ R8, BX, R11
	SARXQ R8, DX, R12
	// the centre inset (R13): 15 when bits ≤ 0, else bit bits−1 of
	// minX − 1, minY − 1, ^maxX, ^maxY
	MOVL $15, R13
	TESTQ R8, R8
	JLE clamp
	LEAQ -1(R8), R13
	DECQ AX
	SARXQ R13, AX, AX
	ANDL $1, AX
	DECQ CX
	SARXQ R13, CX, CX
	ANDL $1, CX
	LEAL (AX)(CX*2), AX
	NOTQ BX
	SARXQ R13, BX, BX
	ANDL $1, BX
	LEAL (AX)(BX*4), AX
	NOTQ DX
	SARXQ R13, DX, DX
	ANDL $1, DX
	LEAL (AX)(DX*8), R13

clamp:
	// a bound clamped to the viewport keeps its place
	TESTQ R9, R9
	JGE 3(PC)
	XORL R9, R9
	ANDL $~1, R13
	TESTQ R10, R10
	JGE 3(PC)
	XORL R10, R10
	ANDL $~2, R13
	MOVQ w+32(FP), AX
	DECQ AX
	CMPQ R11, AX
	JLE 3(PC)
	MOVQ AX, R11
	ANDL $~4, R13
	MOVQ h+40(FP), AX
	DECQ AX
	CMPQ R12, AX
	JLE 3(PC)
	MOVQ AX, R12
	ANDL $~8, R13
	CMPQ R9, R11
	JGT fail
	CMPQ R10, R12
	JGT fail
	// the Triangle's Exp, centre and Bounds
	MOVQ R8, 160(DI)
	MOVB R13, 171(DI)
	MOVQ R9, 176(DI)
	MOVQ R10, 184(DI)
	LEAQ 1(R11), AX
	MOVQ AX, 192(DI)
	LEAQ 1(R12), AX
	MOVQ AX, 200(DI)
	// the record's bounds moved in by m = the inset when centre, else 0
	XORL DX, DX
	CMPB centre+49(FP), $0
	CMOVLNE R13, DX
	MOVL DX, AX
	ANDL $1, AX
	ADDL R9, AX
	MOVW AX, 48(SI)
	MOVL DX, AX
	SHRL $1, AX
	ANDL $1, AX
	ADDL R10, AX
	MOVW AX, 50(SI)
	MOVL DX, AX
	SHRL $2, AX
	ANDL $1, AX
	MOVL R11, BX
	SUBL AX, BX
	MOVW BX, 52(SI)
	MOVL DX, AX
	SHRL $3, AX
	ANDL $1, AX
	MOVL R12, BX
	SUBL AX, BX
	MOVW BX, 54(SI)
	MOVB R8, 56(SI)
	MOVB DX, 58(SI)
	MOVQ 0(DI), AX
	MOVL AX, 60(SI)
	MOVB $1, ret+56(FP)
	RET

fail:
	MOVB $0, ret+56(FP)
	RET
