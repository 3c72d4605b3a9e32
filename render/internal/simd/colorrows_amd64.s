#include "textflag.h"

// ColorLessRows: see color_amd64.go and the comment above its TEXT.

// The constants, 16-byte symbols (so 16-byte aligned, as the SSE memory
// operands need): 255, 0.5, 1 and 2 in every lane, and {0, 1, 2, 3}.
// SPLAT4 is the 16-byte constant sym with v in its four lanes.
#define SPLAT4(sym, v) \
	DATA sym+0(SB)/4, v \
	DATA sym+4(SB)/4, v \
	DATA sym+8(SB)/4, v \
	DATA sym+12(SB)/4, v \
	GLOBL sym(SB), RODATA|NOPTR, $16

SPLAT4(rows255<>, $0x437f0000)
SPLAT4(rowsHalf<>, $0x3f000000)
SPLAT4(rowsOne<>, $0x3f800000)
SPLAT4(rowsTwo<>, $0x40000000)
DATA rowsIota<>+0(SB)/4, $0x00000000
DATA rowsIota<>+4(SB)/4, $0x3f800000
DATA rowsIota<>+8(SB)/4, $0x40000000
DATA rowsIota<>+12(SB)/4, $0x40400000
GLOBL rowsIota<>(SB), RODATA|NOPTR, $16

// PLANES transposes the four colour planes at (R8), {v, dx, dy} per
// channel (48 bytes: A = v0 dx0 dy0 v1, B = dx1 dy1 v2 dx2, C = dy2 v3
// dx3 dy3), into X8 (v), X9 (dx) and X2 (dy), a channel per lane: X2 =
// dx0 dy0 dx1 dy1 (from A and B), X0 = dx2 v2 dx3 v3 (B and C), X1 = dy2
// dy3 (C), then X9 = dx0 dx1 dx2 dx3, X2 = dy0 dy1 dy2 dy3 and X8 = v0 v1
// v2 v3. It uses X0 and X1.
#define PLANES \
	MOVUPS 0(R8), X8 \
	MOVUPS 16(R8), X0 \
	MOVUPS 32(R8), X1 \
	MOVAPS X8, X2 \
	SHUFPS $0x49, X0, X2 \
	SHUFPS $0x6B, X1, X0 \
	PSHUFD $0x0C, X1, X1 \
	MOVAPS X2, X9 \
	SHUFPS $0x88, X0, X9 \
	SHUFPS $0x4D, X1, X2 \
	SHUFPS $0xDC, X0, X8

// CHANNELS shades the pixel whose x is broadcast in Xc and w in Xw: Xc
// becomes its four colour bytes' values as int32, c = ((v + dx·x) +
// dyc)·w·base per channel (vertexColorSpan's operations in its order),
// then toByte as t = c·255 + 0.5, t = max(t, 0) (NaN → 0), t = min(t,
// 255), truncated: toByte's byte for every float32 c (TestToByteSteps
// checks all 2³² of them).
#define CHANNELS(Xc, Xw) \
	MULPS X9, Xc \
	ADDPS X8, Xc \
	ADDPS X10, Xc \
	MULPS Xw, Xc \
	MULPS X11, Xc \
	MULPS rows255<>(SB), Xc \
	ADDPS rowsHalf<>(SB), Xc \
	MAXPS X6, Xc \
	MINPS rows255<>(SB), Xc \
	CVTTPS2PL Xc, Xc

// func ColorLessRows(e *RowsArgs, z, iw *[3]float32, planes *[4][3]float32, base *[4]float32, spans *int32, depth *float32, pix *uint8, ids *int32) (pass int, rows uint64)
//
// ColorLessKernel over every row of a bin entry (see color_amd64.go), with
// the entry's state in registers: per row the terms render's
// shadeColorLess computes (dy, the colour planes' dy·dy, the 1/w plane's
// row terms, the depth at the span's first pixel), then the pixels, two
// at a time where both pass (the mesh's rows are about two pixels).
//
// Registers: R12 e, R13 the next row's span, R14 the row k, R9 DY0 + k,
// R15 the rows with passes, R11 the passes, R10 the ID in both halves, AX
// the index of (row k, x = 0) in depth and ids, BX the pixel's index, CX
// the row's last, SI, DI, DX depth, pix and ids; X8, X9 the colour planes'
// v and dx (PLANES, from {v, dx, dy} per channel), X10 the row's
// dy·dy, X11 the material colour, X12 and X13 the 1/w plane's v and dx,
// X5 its row dy·dy, X6 0, X7 the depth z, X15 the span's first pixel's
// dx, X4 float32(i + {0, 1, 2, 3}) for the span's pixel i (stepped by 1
// or 2, exact); every one of these in all four lanes but X7. Locals:
// 0(SP) the colour planes' dy, 16(SP) the 1/w plane's dy, 20(SP) the
// depth plane's v, 24(SP) its dx, 28(SP) its dy.
//
// Per pixel i: z is the row's first depth plus zdx i times, in order; it
// passes where z < d (not where either is NaN); then x = dx + float32(i),
// iw = (iw.v + iw.dx·x) + iw.dyc, w = 1/iw or 1 where iw is 0, and
// CHANNELS. A pair computes its two iw, w in the lanes of one register
// (w as 1/(iw + (iw == 0 ? 1 : 0)): iw where it is not 0, NaN included,
// 1 where it is) and stores the two depths, colours and IDs at once.
TEXT ·ColorLessRows(SB), NOSPLIT, $32-88
	MOVQ e+0(FP), R12
	MOVQ spans+40(FP), R13
	MOVQ depth+48(FP), SI
	MOVQ pix+56(FP), DI
	MOVQ ids+64(FP), DX
	MOVL 40(R12), R10
	MOVQ R10, R8
	SHLQ $32, R8
	ORQ R8, R10
	MOVQ planes+24(FP), R8
	PLANES
	MOVUPS X2, 0(SP)
	MOVQ base+32(FP), R8
	MOVUPS (R8), X11
	XORPS X6, X6
	// the 1/w plane
	MOVQ iw+16(FP), R8
	MOVSS 0(R8), X12
	SHUFPS $0, X12, X12
	MOVSS 4(R8), X13
	SHUFPS $0, X13, X13
	MOVL 8(R8), R8
	MOVL R8, 16(SP)
	// the depth plane
	MOVQ z+8(FP), R8
	MOVQ 0(R8), CX
	MOVQ CX, 20(SP)
	MOVL 8(R8), CX
	MOVL CX, 28(SP)
	XORQ R11, R11
	XORQ R14, R14
	XORQ R15, R15
	MOVQ 0(R12), R9
	MOVQ 24(R12), AX
	CMPQ R14, 16(R12)
	JGE done

row:
	MOVLQSX 0(R13), BX // xlo
	MOVLQSX 4(R13), CX // xhi
	ADDQ $8, R13
	CMPQ BX, CX
	JGT rownext
	// dy = float32(DY0 + k)
	XORPS X2, X2 // no false dependency on an earlier X2
	CVTSQ2SS R9, X2
	// the 1/w plane's dy·dy (rowOf)
	MOVSS 16(SP), X5
	MULSS X2, X5
	SHUFPS $0, X5, X5
	// zy = z0 + zdy·dy
	MOVSS 28(SP), X7
	MULSS X2, X7
	ADDSS 20(SP), X7
	// the colour planes' dy·dy
	MOVUPS 0(SP), X10
	SHUFPS $0, X2, X2
	MULPS X2, X10
	// dx = float32(xlo + DX0), the span's first pixel's
	MOVQ 8(R12), R8
	ADDQ BX, R8
	XORPS X15, X15
	CVTSQ2SS R8, X15
	// z = zy + zdx·dx
	MOVAPS X15, X0
	MULSS 24(SP), X0
	ADDSS X0, X7
	SHUFPS $0, X15, X15
	MOVAPS rowsIota<>(SB), X4
	// the row's pixels: indices AX + xlo .. AX + xhi
	ADDQ AX, BX
	ADDQ AX, CX

pixel:
	CMPQ BX, CX
	JGE single
	// pixels BX and BX+1: z and the next z in X1's lanes 0 and 1 (its
	// lanes 2 and 3 hold X7's lane 1, 0 or an earlier z: were it below
	// 0, the extra mask bits would only send the pair to single)
	MOVAPS X7, X1
	ADDSS 24(SP), X7
	UNPCKLPS X7, X1
	MOVSD (SI)(BX*4), X2
	MOVAPS X1, X3
	CMPPS X2, X3, $1 // z < d
	MOVMSKPS X3, R8
	CMPL R8, $3
	JNE split
	ADDSS 24(SP), X7
	MOVSD X1, (SI)(BX*4)
	ADDQ $2, R11
	BTSQ R14, R15
	// x and 1/w in the lanes
	MOVAPS X15, X0
	ADDPS X4, X0
	MOVAPS X13, X1
	MULPS X0, X1
	ADDPS X12, X1
	ADDPS X5, X1
	MOVAPS X1, X2
	CMPPS X6, X2, $0 // iw == 0
	ANDPS rowsOne<>(SB), X2
	ADDPS X2, X1
	MOVAPS rowsOne<>(SB), X2
	DIVPS X1, X2
	// the two pixels' channels
	PSHUFD $0x00, X0, X3
	PSHUFD $0x00, X2, X1
	CHANNELS(X3, X1)
	PSHUFD $0x55, X0, X14
	PSHUFD $0x55, X2, X1
	CHANNELS(X14, X1)
	PACKSSLW X14, X3
	PACKUSWB X3, X3
	MOVQ X3, (DI)(BX*4)
	MOVQ R10, (DX)(BX*4)
	ADDPS rowsTwo<>(SB), X4
	ADDQ $2, BX
	CMPQ BX, CX
	JLE pixel
	JMP rownext

split:
	// not both pass: pixel BX alone, from its z
	MOVAPS X1, X7

single:
	MOVSS (SI)(BX*4), X2
	UCOMISS X7, X2 // pass where z < d (not when either is NaN)
	JLS next
	MOVSS X7, (SI)(BX*4)
	INCQ R11
	BTSQ R14, R15
	// x and 1/w
	MOVAPS X15, X0
	ADDSS X4, X0
	MOVAPS X13, X1
	MULSS X0, X1
	ADDSS X12, X1
	ADDSS X5, X1
	MOVAPS rowsOne<>(SB), X2
	UCOMISS X6, X1
	JNE divide
	JPS divide
	JMP havew

divide:
	DIVSS X1, X2

havew:
	SHUFPS $0, X2, X2
	SHUFPS $0, X0, X0
	CHANNELS(X0, X2)
	PACKSSLW X0, X0
	PACKUSWB X0, X0
	MOVL X0, (DI)(BX*4)
	MOVL R10, (DX)(BX*4)

next:
	ADDSS 24(SP), X7
	ADDPS rowsOne<>(SB), X4
	INCQ BX
	CMPQ BX, CX
	JLE pixel

rownext:
	ADDQ 32(R12), AX
	INCQ R9
	INCQ R14
	CMPQ R14, 16(R12)
	JLT row

done:
	MOVQ R11, pass+72(FP)
	MOVQ R15, rows+80(FP)
	RET
