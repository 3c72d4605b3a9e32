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
	MOVL $0x437f0000, R8 \
	MOVL R8, X12 \
	SHUFPS $0, X12, X12 \
	MOVL $0x3f000000, R8 \
	MOVL R8, X13 \
	SHUFPS $0, X13, X13 \
	MOVL $0x3f800000, R8 \
	MOVL R8, X14 \
	SHUFPS $0, X14, X14 \
	MOVL $255, R8 \
	MOVL R8, X15 \
	PSHUFD $0, X15, X15

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

// func ColorLessRows(p *ColorArgs, e *RowsArgs, spans *int32, depth *float32, pix *uint8, ids *int32) (pass int, rows uint64)
//
// ColorLessKernel over every row of a bin entry (see color_amd64.go): per
// row the terms render's shadeColorLess computes (dy, the colour planes'
// dy·dy, the 1/w plane's row terms, the depth at the span's first pixel),
// then ColorLessKernel's pixel loop. Locals: 0(SP) the row k, 8(SP) the
// passes before the row, 24(SP) the rows with passes. The colour planes
// are gathered from e.Planes ({v, dx, dy} per channel) into X8 (v) and X9
// (dx) and into p's DY (32(AX)), which each row reads; the material
// colour from e.Base into X11; p.IW is {1, 0, 0} for an affine entry.
TEXT ·ColorLessRows(SB), NOSPLIT, $32-64
	MOVQ p+0(FP), AX
	MOVQ e+8(FP), R12
	MOVQ spans+16(FP), R13
	MOVL 28(R12), R10
	MOVQ 72(R12), R8
	GATHER4(0, X8)
	GATHER4(4, X9)
	GATHER4(8, X10)
	MOVUPS X10, 32(AX)
	MOVQ 80(R12), R8
	MOVUPS (R8), X11
	CONSTANTS
	MOVL $0x3f800000, 64(AX) // IW = {1, 0, 0}; a perspective entry's rows overwrite it
	MOVL $0, 68(AX)
	MOVL $0, 72(AX)
	XORQ R11, R11
	MOVQ $0, 0(SP)
	MOVQ $0, 24(SP)

row:
	MOVQ 0(SP), R8
	CMPQ R8, 48(R12)
	JGE done
	MOVQ R11, 8(SP)
	MOVLQSX 0(R13), CX // xlo
	MOVLQSX 4(R13), R9 // xhi
	ADDQ $8, R13
	CMPQ CX, R9
	JGT rownext
	// dy = float32(DY0 + k)
	MOVQ 32(R12), R8
	ADDQ 0(SP), R8
	XORPS X7, X7 // no false dependency on the last pixel's X7
	CVTSQ2SS R8, X7
	// the colour planes' dy·dy (COLOR_SETUP's X10)
	MOVUPS 32(AX), X10
	MOVAPS X7, X6
	SHUFPS $0, X6, X6
	MULPS X6, X10
	// the 1/w plane's row terms (rowOf); affine: the caller's {1, 0, 0}
	CMPL 24(R12), $0
	JEQ affine
	MOVSS 12(R12), X6
	MOVSS X6, 64(AX)
	MOVSS 16(R12), X6
	MOVSS X6, 68(AX)
	MOVSS 20(R12), X6
	MULSS X7, X6
	MOVSS X6, 72(AX)

affine:
	// zy = z0 + zdy·dy
	MOVSS 8(R12), X5
	MULSS X7, X5
	ADDSS 0(R12), X5
	// dx = float32(xlo + DX0), the span's X0
	MOVQ 40(R12), R8
	ADDQ CX, R8
	XORPS X6, X6
	CVTSQ2SS R8, X6
	MOVSS X6, 76(AX)
	// z = zy + zdx·dx
	MULSS 4(R12), X6
	ADDSS X5, X6
	MOVAPS X6, X7
	// the span's first pixel: Off0 + k·Stride + xlo
	MOVQ 0(SP), R8
	IMULQ 64(R12), R8
	ADDQ 56(R12), R8
	ADDQ CX, R8
	MOVQ depth+24(FP), SI
	LEAQ (SI)(R8*4), SI
	MOVQ pix+32(FP), DI
	LEAQ (DI)(R8*4), DI
	MOVQ ids+40(FP), DX
	LEAQ (DX)(R8*4), DX
	SUBQ CX, R9
	INCQ R9
	MOVQ R9, CX // n
	XORQ BX, BX
	LESS_LOOP(4(R12), rowdone)

rowdone:
	CMPQ R11, 8(SP)
	JEQ rownext
	MOVQ 0(SP), CX
	MOVQ $1, R8
	SHLQ CX, R8
	ORQ R8, 24(SP)

rownext:
	INCQ 0(SP)
	JMP row

done:
	MOVQ R11, pass+48(FP)
	MOVQ 24(SP), R8
	MOVQ R8, rows+56(FP)
	RET
