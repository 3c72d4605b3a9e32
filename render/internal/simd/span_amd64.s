#include "textflag.h"

// SpanKernel: see span.go. Y0..Y2 hold the three edge functions at
// four consecutive pixels of the current row's first chunk, Y3..Y5 their
// step over four pixels, Y6..Y8 their step over one row; a pixel is
// covered when all three are ≥ 0 (> -1).

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

// EDGE sets Yv to e + [0, sx, 2sx, 3sx], Ystep to 4sx and Yrow to sy:
// e in reg, sx at off(SI), sy at off(DI).
#define EDGE(e, off, Yv, Ystep, Yrow) \
	MOVQ off(SI), R8 \
	VMOVQ R8, X12 \
	VPBROADCASTQ X12, Y12 \
	VPADDQ Y12, Y12, Y13 \
	VPAND lanes1<>(SB), Y12, Y14 \
	VPAND lanes2<>(SB), Y13, Y15 \
	VPADDQ Y15, Y14, Y14 \
	VMOVQ e, X15 \
	VPBROADCASTQ X15, Yv \
	VPADDQ Y14, Yv, Yv \
	VPADDQ Y13, Y13, Ystep \
	MOVQ off(DI), R8 \
	VMOVQ R8, X12 \
	VPBROADCASTQ X12, Yrow

// func SpanKernel(sx, sy *[3]int64, e0, e1, e2 int64, w, rows int, sp *int32, x0 int) (n, widest, first, last int)
//
// SI (free after the edges' set-up) holds the first covered row's place
// in sp, 0 until there is one; last holds the last one's until done turns
// both into row numbers.
TEXT ·SpanKernel(SB), NOSPLIT, $0-104
	MOVQ sx+0(FP), SI
	MOVQ sy+8(FP), DI
	MOVQ e0+16(FP), AX
	EDGE(AX, 0, Y0, Y3, Y6)
	MOVQ e1+24(FP), AX
	EDGE(AX, 8, Y1, Y4, Y7)
	MOVQ e2+32(FP), AX
	EDGE(AX, 16, Y2, Y5, Y8)
	VPCMPEQQ Y9, Y9, Y9          // -1 in every lane
	MOVQ w+40(FP), CX
	MOVQ $1, R9
	SHLQ CX, R9
	DECQ R9                      // R9: the region's columns, (1<<w)-1
	ADDQ $3, CX
	SHRQ $2, CX
	MOVQ CX, R14                 // R14: chunks of four columns
	MOVQ rows+48(FP), R10
	MOVQ sp+56(FP), DI
	MOVQ x0+64(FP), R11
	XORQ R12, R12                // n
	XORQ R13, R13                // widest
	XORQ SI, SI                  // the first covered row's place

row:
	TESTQ R10, R10
	JEQ done
	VMOVDQU Y0, Y10
	VMOVDQU Y1, Y11
	VMOVDQU Y2, Y12
	XORQ DX, DX                  // the row's mask
	XORQ BX, BX                  // chunk
chunk:
	VPCMPGTQ Y9, Y10, Y13        // Y13 = (E0 > -1)
	VPCMPGTQ Y9, Y11, Y14
	VPAND Y14, Y13, Y13
	VPCMPGTQ Y9, Y12, Y14
	VPAND Y14, Y13, Y13
	VMOVMSKPD Y13, AX
	LEAQ (BX*4), CX
	SHLQ CX, AX                  // the chunk's columns in place
	ORQ AX, DX
	VPADDQ Y3, Y10, Y10
	VPADDQ Y4, Y11, Y11
	VPADDQ Y5, Y12, Y12
	INCQ BX
	CMPQ BX, R14
	JLT chunk
	ANDQ R9, DX
	JEQ empty
	TESTQ SI, SI
	CMOVQEQ DI, SI               // the first covered row
	MOVQ DI, last+96(FP)         // the last so far
	BSFQ DX, AX                  // first covered column
	BSRQ DX, BX                  // last
	LEAQ (R11)(AX*1), R8
	MOVL R8, (DI)
	LEAQ (R11)(BX*1), R8
	MOVL R8, 4(DI)
	SUBQ AX, BX
	INCQ BX                      // the row's width
	ADDQ BX, R12
	CMPQ BX, R13
	CMOVQGT BX, R13
	JMP next
empty:
	MOVL $1, (DI)
	MOVL $0, 4(DI)
next:
	ADDQ $8, DI
	VPADDQ Y6, Y0, Y0
	VPADDQ Y7, Y1, Y1
	VPADDQ Y8, Y2, Y2
	DECQ R10
	JMP row

done:
	VZEROUPPER
	MOVQ R12, n+72(FP)
	MOVQ R13, widest+80(FP)
	MOVQ $0, first+88(FP)
	TESTQ R12, R12
	JEQ none
	MOVQ sp+56(FP), R8
	SUBQ R8, SI
	SHRQ $3, SI
	MOVQ SI, first+88(FP)
	MOVQ last+96(FP), R9
	SUBQ R8, R9
	SHRQ $3, R9
	MOVQ R9, last+96(FP)
	RET
none:
	MOVQ $0, last+96(FP)
	RET
