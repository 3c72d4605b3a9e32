#include "textflag.h"

// ColorKernel: see color.go. The four colour channels of one pixel
// are the four SSE lanes; per channel the operations are those of
// vertexColorSpan (and toByte), in the same order, so the bytes are the same.
// ColorLessKernel is the same shading with DepthLessLoop's test and write
// in the same pass (see shadeColorLess).

// COLOR_SETUP loads the span's constants from the ColorArgs at AX: X8, X9,
// X10 the planes' v, dx and dy·dy (rowOf), X11 the material colour, X12 255,
// X13 0.5 and X14 1 (X7 is free afterwards).
#define COLOR_SETUP \
	MOVSS 80(AX), X7 \
	SHUFPS $0, X7, X7 \
	MOVUPS 0(AX), X8 \
	MOVUPS 16(AX), X9 \
	MOVUPS 32(AX), X10 \
	MULPS X7, X10 \
	MOVUPS 48(AX), X11 \
	CONSTANTS

// CONSTANTS sets X12 255, X13 0.5 and X14 1.
#define CONSTANTS \
	MOVL $0x437f0000, R8 \
	MOVL R8, X12 \
	SHUFPS $0, X12, X12 \
	MOVL $0x3f000000, R8 \
	MOVL R8, X13 \
	SHUFPS $0, X13, X13 \
	MOVL $0x3f800000, R8 \
	MOVL R8, X14 \
	SHUFPS $0, X14, X14

// COLOR_PIXEL shades pixel BX of the span and writes its RGBA bytes to
// (DI)(BX*4) and the ID R10 to (DX)(BX*4) (X0 cleared first: CVTSQ2SS
// writes one lane and would wait for the last pixel's X0); x = dx + float32(i); w = 1/iw,
// or 1 where iw is 0 (rowPlane.weight; affine: iw is 1); c = at(x)·w·base;
// toByte (0 unless c > 0, also NaN, 255 where c >= 1, else
// int(c·255 + 0.5)) as t = c·255 + 0.5, t = max(t, 0) (NaN → 0),
// t = min(t, 255), truncated: the same byte for every float32 c
// (TestToByteSteps). It uses X0..X6 (not X7, which holds the depth in
// LESS_LOOP), and the labels divide and havew.
#define COLOR_PIXEL \
	XORPS X0, X0 \
	CVTSQ2SS BX, X0 \
	ADDSS 76(AX), X0 \
	MOVSS 68(AX), X1 \
	MULSS X0, X1 \
	ADDSS 64(AX), X1 \
	ADDSS 72(AX), X1 \
	MOVAPS X14, X2 \
	XORPS X3, X3 \
	UCOMISS X3, X1 \
	JNE divide \
	JPS divide \
	JMP havew \
divide: \
	DIVSS X1, X2 \
havew: \
	SHUFPS $0, X2, X2 \
	SHUFPS $0, X0, X0 \
	MOVAPS X9, X3 \
	MULPS X0, X3 \
	ADDPS X8, X3 \
	ADDPS X10, X3 \
	MULPS X2, X3 \
	MULPS X11, X3 \
	MULPS X12, X3 \
	ADDPS X13, X3 \
	XORPS X5, X5 \
	MAXPS X5, X3 \
	MINPS X12, X3 \
	CVTTPS2PL X3, X3 \
	PACKSSLW X3, X3 \
	PACKUSWB X3, X3 \
	MOVL X3, (DI)(BX*4) \
	MOVL R10, (DX)(BX*4)

// LESS_LOOP is DepthLessLoop and COLOR_PIXEL over the pixels BX..CX-1
// of a span at SI (depths), DI (colours), DX (IDs): pass where z < d (not
// when either is NaN), write z, count the pass in R11, shade; z, in X7,
// steps by zdx (a register: through memory the step was a chain of a
// load, an add and a store per pixel). It jumps to end after the last
// pixel.
#define LESS_LOOP(zdx, end) \
loop: \
	CMPQ BX, CX \
	JGE end \
	MOVSS (SI)(BX*4), X2 \
	UCOMISS X7, X2 \
	JLS next \
	MOVSS X7, (SI)(BX*4) \
	INCQ R11 \
	COLOR_PIXEL \
next: \
	ADDSS zdx, X7 \
	INCQ BX \
	JMP loop

// func ColorKernel(p *ColorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)
TEXT ·ColorKernel(SB), NOSPLIT, $0-44
	MOVQ p+0(FP), AX
	MOVQ pb+8(FP), SI
	MOVQ prow+16(FP), DI
	MOVQ irow+24(FP), DX
	MOVQ n+32(FP), CX
	MOVL id+40(FP), R10
	COLOR_SETUP
	XORQ BX, BX

loop:
	CMPQ BX, CX
	JGE done
	MOVBLZX (SI)(BX*1), R8
	TESTL R8, R8
	JEQ next
	COLOR_PIXEL
next:
	INCQ BX
	JMP loop
done:
	RET

// func ColorLessKernel(p *ColorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int
TEXT ·ColorLessKernel(SB), NOSPLIT, $0-64
	MOVQ p+0(FP), AX
	MOVQ drow+8(FP), SI
	MOVQ prow+16(FP), DI
	MOVQ irow+24(FP), DX
	MOVQ n+32(FP), CX
	MOVL id+40(FP), R10
	COLOR_SETUP
	XORQ BX, BX
	XORQ R11, R11 // passing pixels

	MOVSS z+44(FP), X7
	LESS_LOOP(zdx+48(FP), done)
done:
	MOVQ R11, ret+56(FP)
	RET
