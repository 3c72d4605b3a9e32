#include "textflag.h"

// ColorKernel: see color.go. The four colour channels of one pixel
// are the four SSE lanes; per channel the operations are those of
// vertexColorSpan (and toByte), in the same order, so the bytes are the same.
// ColorLessKernel is the same shading with DepthLessLoop's test and write
// in the same pass (see shadeColorLess).

// COLOR_SETUP loads the span's constants from the ColorArgs at AX: X8, X9,
// X10 the planes' v, dx and dy·dy (rowOf), X11 the material colour, X12 255,
// X13 0.5, X14 1 and X15 255 as int32 (X7 is free afterwards).
#define COLOR_SETUP \
	MOVSS 80(AX), X7 \
	SHUFPS $0, X7, X7 \
	MOVUPS 0(AX), X8 \
	MOVUPS 16(AX), X9 \
	MOVUPS 32(AX), X10 \
	MULPS X7, X10 \
	MOVUPS 48(AX), X11 \
	CONSTANTS

// GATHER4 loads the floats at off, off+12, off+24 and off+36 of (R8) (one
// term of the four {v, dx, dy} planes) into the lanes of Xd; it uses X0
// and X1.
#define GATHER4(off, Xd) \
	MOVSS off(R8), Xd \
	MOVSS off+12(R8), X0 \
	UNPCKLPS X0, Xd \
	MOVSS off+24(R8), X1 \
	MOVSS off+36(R8), X0 \
	UNPCKLPS X0, X1 \
	MOVLHPS X1, Xd

// CONSTANTS sets X12 255, X13 0.5, X14 1 and X15 255 as int32.
#define CONSTANTS \
	CONSTANTS_FLOAT \
	MOVL $255, R8 \
	MOVL R8, X15 \
	PSHUFD $0, X15, X15

// CONSTANTS_FLOAT sets X12 255, X13 0.5 and X14 1.
#define CONSTANTS_FLOAT \
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
// toByte: 0 unless c > 0 (also NaN), 255 where c >= 1, else
// int(c·255 + 0.5). It uses X0..X6 and R9 (not X7, which holds the
// depth in LESS_LOOP), and the labels divide and havew.
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
	MOVAPS X3, X4 \
	MULPS X12, X4 \
	ADDPS X13, X4 \
	CVTTPS2PL X4, X4 \
	XORPS X5, X5 \
	CMPPS X3, X5, $1 \
	ANDPS X5, X4 \
	MOVAPS X14, X5 \
	CMPPS X3, X5, $2 \
	MOVAPS X5, X6 \
	ANDNPS X4, X6 \
	ANDPS X15, X5 \
	ORPS X5, X6 \
	PACKSSLW X6, X6 \
	PACKUSWB X6, X6 \
	MOVL X6, R9 \
	MOVL R9, (DI)(BX*4) \
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

// func ColorLessRows(e *RowsArgs, spans *int32, depth *float32, pix *uint8, ids *int32) (pass int, rows uint64)
//
// ColorLessKernel over every row of a bin entry (see color_amd64.go), with
// the entry's state in registers: per row the terms render's
// shadeColorLess computes (dy, the colour planes' dy·dy, the 1/w plane's
// row terms, the depth at the span's first pixel), then the pixel loop.
//
// Registers: R12 e, R13 the next row's span, R14 the row k, R15 the rows
// with passes, R11 the passes, R9 the passes before the row, R10 the ID,
// AX the index of (row k, x = 0) in depth and ids, BX the pixel's index,
// CX the row's last, SI, DI, DX depth, pix and ids; X8, X9, X15 the colour
// planes' v, dx and dy (gathered from e.Planes, {v, dx, dy} per channel),
// X10 the row's dy·dy, X11 the material colour, X12 255, X13 0.5, X14 1,
// X6 0, X7 the depth z, X4 float32(i) for the span's pixel i (stepped by 1,
// exact), X5 the 1/w plane's row dy·dy. Locals: 0(SP) the span's dx,
// 4(SP) and 8(SP) the 1/w plane's v and dx ({1, 0} and a dy·dy of 0 for
// an affine entry: w = 1/1 as vertexColorSpan's 1).
//
// Per passing pixel: x = dx + float32(i); iw = (iw.v + iw.dx·x) + iw.dyc;
// w = 1/iw, or 1 where iw is 0; c = ((v + dx·x) + dyc)·w·base per channel
// (vertexColorSpan's operations in its order); then toByte as
// t = c·255 + 0.5, t = max(t, 0) (NaN → 0), t = min(t, 255), truncated:
// the same byte as toByte's "0 unless c > 0, 255 where c >= 1, else
// int(c·255 + 0.5)" for every float32 c (TestToByteSteps checks all
// 2³² of them).
TEXT ·ColorLessRows(SB), NOSPLIT, $16-56
	MOVQ e+0(FP), R12
	MOVQ spans+8(FP), R13
	MOVQ depth+16(FP), SI
	MOVQ pix+24(FP), DI
	MOVQ ids+32(FP), DX
	MOVL 28(R12), R10
	MOVQ 72(R12), R8
	GATHER4(0, X8)
	GATHER4(4, X9)
	GATHER4(8, X15)
	MOVQ 80(R12), R8
	MOVUPS (R8), X11
	CONSTANTS_FLOAT
	XORPS X6, X6
	// the 1/w plane's v and dx: {1, 0} for an affine entry
	MOVL $0x3f800000, 4(SP)
	MOVL $0, 8(SP)
	CMPL 24(R12), $0
	JEQ start
	MOVL 12(R12), R8
	MOVL R8, 4(SP)
	MOVL 16(R12), R8
	MOVL R8, 8(SP)

start:
	XORQ R11, R11
	XORQ R14, R14
	XORQ R15, R15
	MOVQ 56(R12), AX
	CMPQ R14, 48(R12)
	JGE done

row:
	MOVLQSX 0(R13), BX // xlo
	MOVLQSX 4(R13), CX // xhi
	ADDQ $8, R13
	CMPQ BX, CX
	JGT rownext
	MOVQ R11, R9
	// dy = float32(DY0 + k)
	MOVQ 32(R12), R8
	ADDQ R14, R8
	XORPS X2, X2 // no false dependency on an earlier X2
	CVTSQ2SS R8, X2
	// the colour planes' dy·dy
	MOVAPS X2, X10
	SHUFPS $0, X10, X10
	MULPS X15, X10
	// the 1/w plane's dy·dy (rowOf); affine: 0
	XORPS X5, X5
	CMPL 24(R12), $0
	JEQ affine
	MOVSS 20(R12), X5
	MULSS X2, X5

affine:
	// zy = z0 + zdy·dy
	MOVSS 8(R12), X7
	MULSS X2, X7
	ADDSS 0(R12), X7
	// dx = float32(xlo + DX0), the span's first pixel's
	MOVQ 40(R12), R8
	ADDQ BX, R8
	XORPS X0, X0
	CVTSQ2SS R8, X0
	MOVSS X0, 0(SP)
	// z = zy + zdx·dx
	MULSS 4(R12), X0
	ADDSS X0, X7
	XORPS X4, X4
	// the row's pixels: indices AX + xlo .. AX + xhi
	ADDQ AX, BX
	ADDQ AX, CX

pixel:
	MOVSS (SI)(BX*4), X2
	UCOMISS X7, X2 // pass where z < d (not when either is NaN)
	JLS next
	MOVSS X7, (SI)(BX*4)
	INCQ R11
	// x and 1/w
	MOVSS 0(SP), X0
	ADDSS X4, X0
	MOVSS 8(SP), X1
	MULSS X0, X1
	ADDSS 4(SP), X1
	ADDSS X5, X1
	MOVAPS X14, X2
	UCOMISS X6, X1
	JNE divide
	JPS divide
	JMP havew

divide:
	DIVSS X1, X2

havew:
	SHUFPS $0, X2, X2
	SHUFPS $0, X0, X0
	// the four channels
	MOVAPS X9, X3
	MULPS X0, X3
	ADDPS X8, X3
	ADDPS X10, X3
	MULPS X2, X3
	MULPS X11, X3
	// toByte
	MULPS X12, X3
	ADDPS X13, X3
	MAXPS X6, X3
	MINPS X12, X3
	CVTTPS2PL X3, X3
	PACKSSLW X3, X3
	PACKUSWB X3, X3
	MOVL X3, (DI)(BX*4)
	MOVL R10, (DX)(BX*4)

next:
	ADDSS 4(R12), X7
	ADDSS X14, X4
	INCQ BX
	CMPQ BX, CX
	JLE pixel
	CMPQ R11, R9
	JEQ rownext
	BTSQ R14, R15

rownext:
	ADDQ 64(R12), AX
	INCQ R14
	CMPQ R14, 48(R12)
	JLT row

done:
	MOVQ R11, pass+40(FP)
	MOVQ R15, rows+48(FP)
	RET
