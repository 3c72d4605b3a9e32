#include "textflag.h"

// SpanKernel: see span.go. Y0..Y2 hold the three edge functions at
// four consecutive pixels of the current row's first chunk, Y3..Y5 their
// step over four pixels, Y6..Y8 their step over one row; a pixel is
// covered when all three are ≥ 0.

DATA lanes1<>+0(SB)/8, $0
DATA lanes1<>+8(SB)/8, $-1
DATA lanes1<>+16(SB)/8, $0
DATA lanes1<>+24(SB)/8, $-1
GLOBL lanes1<>(SB), RODATA|NOPTR, $32
DATA lanes2<>+0(SB)/8, $0
DATA lanes2<>+8(SB)/8, $0
DATA lanes2<>+16(SB)/8, $-1
DATA lanes2<>+24(SB)/8, $-1
GLOBL lanes2<>(SB), RODATA|NOPTR, $32

// LANES sets Yv to e + [0, sx, 2sx, 3sx], Ystep to 4sx and Yrow to sy:
// sx, e and sy in registers.
#define LANES(sx, e, sy, Yv, Ystep, Yrow) \
	VMOVQ sx, X12 \
	VPBROADCASTQ X12, Y12 \
	VPADDQ Y12, Y12, Y13 \
	VPAND lanes1<>(SB), Y12, Y14 \
	VPAND lanes2<>(SB), Y13, Y15 \
	VPADDQ Y15, Y14, Y14 \
	VMOVQ e, X15 \
	VPBROADCASTQ X15, Yv \
	VPADDQ Y14, Yv, Yv \
	VPADDQ Y13, Y13, Ystep \
	VMOVQ sy, X12 \
	VPBROADCASTQ X12, Yrow

// EDGE is LANES with e in reg, sx at off(SI), sy at off(DI).
#define EDGE(e, off, Yv, Ystep, Yrow) \
	MOVQ off(SI), R8 \
	MOVQ off(DI), R9 \
	LANES(R8, e, R9, Yv, Ystep, Yrow)

// ROW_END is the end of SPAN_ROWS' loop for a row whose covered lanes'
// complement is in DX (masked; empty for a row without coverage), its
// step to the next row (next) and the loop back to label row.
#define ROW_END(masked, next, empty, row) \
masked: \
	NOTQ DX \
	ANDQ R9, DX \
	JEQ empty \
	TESTQ SI, SI \
	CMOVQEQ DI, SI \
	MOVQ DI, 0(SP) \
	BSFQ DX, AX \
	BSRQ DX, BX \
	POPCNTQ DX, CX \
	ADDQ R11, AX \
	MOVL AX, (DI) \
	ADDQ R11, BX \
	MOVL BX, 4(DI) \
	ADDQ CX, R12 \
	CMPQ CX, R13 \
	CMOVQGT CX, R13 \
next: \
	ADDQ $8, DI \
	VPADDQ Y6, Y0, Y0 \
	VPADDQ Y7, Y1, Y1 \
	VPADDQ Y8, Y2, Y2 \
	DECQ R10 \
	JNE row \
	JMP done \
empty: \
	MOVL $1, (DI) \
	MOVL $0, 4(DI) \
	JMP next

// SPAN_ROWS is the kernel's row loop: given Y0..Y8 (see above), CX the
// region's width w, R10 its rows (at least one), DI the spans sp and R11
// its first column x0, it writes the spans and leaves the covered pixels
// in R12, the widest row's width in R13 and the first and last rows with
// coverage in SI and R9 (0 and 0 when none). A pixel's three edge values
// are all ≥ 0 where their OR is (its sign bit clear: VMOVMSKPD of the
// ORs gives the lanes with an edge below 0, the complement the covered
// ones). A row's first four columns are tested from Y0..Y2 directly,
// before the chunk loop; the rows of a region at most four pixels wide
// have a loop of their own (narrow), without it. A row's covered pixels are one interval (each edge
// covers a half-line of the row), so their count, the span's width, is
// the POPCNT of its mask. Locals: 0(SP) the last covered row's place in
// sp, 8(SP) sp.
#define SPAN_ROWS \
	MOVQ DI, 8(SP) \
	MOVQ $1, R9 \
	SHLQ CX, R9 \
	DECQ R9 \
	ADDQ $3, CX \
	SHRQ $2, CX \
	MOVQ CX, R14 \
	XORQ R12, R12 \
	XORQ R13, R13 \
	XORQ SI, SI \
	CMPQ R14, $1 \
	JEQ narrow \
row: \
	VPOR Y1, Y0, Y13 \
	VPOR Y2, Y13, Y13 \
	VMOVMSKPD Y13, DX \
	VPADDQ Y3, Y0, Y10 \
	VPADDQ Y4, Y1, Y11 \
	VPADDQ Y5, Y2, Y12 \
	MOVQ $1, BX \
chunk: \
	VPOR Y11, Y10, Y13 \
	VPOR Y12, Y13, Y13 \
	VMOVMSKPD Y13, AX \
	LEAQ (BX*4), CX \
	SHLQ CX, AX \
	ORQ AX, DX \
	VPADDQ Y3, Y10, Y10 \
	VPADDQ Y4, Y11, Y11 \
	VPADDQ Y5, Y12, Y12 \
	INCQ BX \
	CMPQ BX, R14 \
	JLT chunk \
	ROW_END(masked, next, empty, row) \
narrow: \
	VPOR Y1, Y0, Y13 \
	VPOR Y2, Y13, Y13 \
	VMOVMSKPD Y13, DX \
	ROW_END(nmasked, nnext, nempty, narrow) \
done: \
	VZEROUPPER \
	XORQ R9, R9 \
	TESTQ R12, R12 \
	JEQ none \
	MOVQ 8(SP), R8 \
	SUBQ R8, SI \
	SHRQ $3, SI \
	MOVQ 0(SP), R9 \
	SUBQ R8, R9 \
	SHRQ $3, R9 \
none:

// func SpanKernel(sx, sy *[3]int64, e0, e1, e2 int64, w, rows int, sp *int32, x0 int) (n, widest, first, last int)
TEXT ·SpanKernel(SB), NOSPLIT, $16-104
	MOVQ sx+0(FP), SI
	MOVQ sy+8(FP), DI
	MOVQ e0+16(FP), AX
	EDGE(AX, 0, Y0, Y3, Y6)
	MOVQ e1+24(FP), AX
	EDGE(AX, 8, Y1, Y4, Y7)
	MOVQ e2+32(FP), AX
	EDGE(AX, 16, Y2, Y5, Y8)
	MOVQ w+40(FP), CX
	MOVQ rows+48(FP), R10
	MOVQ sp+56(FP), DI
	MOVQ x0+64(FP), R11
	SPAN_ROWS
	MOVQ R12, n+72(FP)
	MOVQ R13, widest+80(FP)
	MOVQ SI, first+88(FP)
	MOVQ R9, last+96(FP)
	RET

// CEDGE is setEdges' centre-rule edge k of the record at SI (a at
// 4k(SI), b at 12+4k(SI), c at 24+8k(SI); the shift b in CX, the
// top-left bits in R13) and its value at the region's first pixel (x0 in
// R11, y0 in R12), set up by LANES: sx = a << (b+1),
// sy = b << (b+1), cs = c<<1 + (a+b)<<b, less one unless the edge is top
// or left (cs - 1 + the edge's top-left bit, BTQ's carry), e = sx·x0 +
// sy·y0 + cs.
#define CEDGE(k, Yv, Ystep, Yrow) \
	MOVLQSX (4*k)(SI), AX \
	MOVLQSX (12+4*k)(SI), BX \
	MOVQ (24+8*k)(SI), DX \
	SHLQ $1, DX \
	LEAQ (AX)(BX*1), R8 \
	SHLQ CX, R8 \
	ADDQ R8, DX \
	BTQ $k, R13 \
	ADCQ $-1, DX \
	SHLQ CX, AX \
	SHLQ $1, AX \
	SHLQ CX, BX \
	SHLQ $1, BX \
	MOVQ AX, R8 \
	IMULQ R11, R8 \
	ADDQ R8, DX \
	MOVQ BX, R8 \
	IMULQ R12, R8 \
	ADDQ R8, DX \
	LANES(AX, DX, BX, Yv, Ystep, Yrow)

// func CentreSpans(rec *EdgeRec, x0, y0, w, rows int, sp *int32, next uintptr) (n, widest, first, last int)
TEXT ·CentreSpans(SB), NOSPLIT, $16-88
	MOVQ next+48(FP), AX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	MOVQ rec+0(FP), SI
	MOVBQZX 56(SI), CX           // the record's exponent b
	MOVBQZX 57(SI), R13          // its top-left bits
	MOVQ x0+8(FP), R11
	MOVQ y0+16(FP), R12
	CEDGE(0, Y0, Y3, Y6)
	CEDGE(1, Y1, Y4, Y7)
	CEDGE(2, Y2, Y5, Y8)
	MOVQ w+24(FP), CX
	MOVQ rows+32(FP), R10
	MOVQ sp+40(FP), DI
	SPAN_ROWS
	MOVQ R12, n+56(FP)
	MOVQ R13, widest+64(FP)
	MOVQ SI, first+72(FP)
	MOVQ R9, last+80(FP)
	RET
