#include "textflag.h"

// colorKernel: see colorkernel.go. The four colour channels of one pixel
// are the four SSE lanes; per channel the operations are those of
// vertexColorSpan (and toByte), in the same order, so the bytes are the same.

// func colorKernel(p *colorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)
TEXT ·colorKernel(SB), NOSPLIT, $0-44
	MOVQ p+0(FP), AX
	MOVQ pb+8(FP), SI
	MOVQ prow+16(FP), DI
	MOVQ irow+24(FP), DX
	MOVQ n+32(FP), CX
	MOVL id+40(FP), R10
	MOVSS 80(AX), X7
	SHUFPS $0, X7, X7  // the row's dy
	MOVUPS 0(AX), X8   // v of the four planes
	MOVUPS 16(AX), X9  // dx
	MOVUPS 32(AX), X10
	MULPS X7, X10      // dy*dy of the row (rowOf)
	MOVUPS 48(AX), X11 // material colour
	MOVL $0x437f0000, R8
	MOVL R8, X12
	SHUFPS $0, X12, X12 // 255
	MOVL $0x3f000000, R8
	MOVL R8, X13
	SHUFPS $0, X13, X13 // 0.5
	MOVL $0x3f800000, R8
	MOVL R8, X14
	SHUFPS $0, X14, X14 // 1
	MOVL $255, R8
	MOVL R8, X15
	PSHUFD $0, X15, X15 // 255 (int32)
	XORQ BX, BX

loop:
	CMPQ BX, CX
	JGE done
	MOVBLZX (SI)(BX*1), R8
	TESTL R8, R8
	JEQ next
	// x = dx + float32(i)
	CVTSQ2SS BX, X0
	ADDSS 76(AX), X0
	// w = 1/iw, or 1 where iw is 0 (rowPlane.weight; affine: iw is 1)
	MOVSS 68(AX), X1
	MULSS X0, X1
	ADDSS 64(AX), X1
	ADDSS 72(AX), X1
	MOVAPS X14, X2
	XORPS X3, X3
	UCOMISS X3, X1
	JNE divide
	JPS divide
	JMP havew
divide:
	DIVSS X1, X2
havew:
	SHUFPS $0, X2, X2
	SHUFPS $0, X0, X0
	// c = at(x) * w * base
	MOVAPS X9, X3
	MULPS X0, X3
	ADDPS X8, X3
	ADDPS X10, X3
	MULPS X2, X3
	MULPS X11, X3
	// toByte: 0 unless c > 0 (also NaN), 255 where c >= 1, else int(c*255 + 0.5)
	MOVAPS X3, X4
	MULPS X12, X4
	ADDPS X13, X4
	CVTTPS2PL X4, X4
	XORPS X5, X5
	CMPPS X3, X5, $1
	ANDPS X5, X4
	MOVAPS X14, X5
	CMPPS X3, X5, $2
	MOVAPS X5, X6
	ANDNPS X4, X6
	MOVAPS X15, X7
	ANDPS X5, X7
	ORPS X7, X6
	PACKSSLW X6, X6
	PACKUSWB X6, X6
	MOVL X6, R9
	MOVL R9, (DI)(BX*4)
	MOVL R10, (DX)(BX*4)
next:
	INCQ BX
	JMP loop
done:
	RET

// colorLessKernel is colorKernel with depthLessLoop's test and write in
// the same pass (see shadeColorLess): a pixel is shaded where its depth
// passes, the depth stepping by zdx from pixel to pixel as in the loop.
// func colorLessKernel(p *colorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int
TEXT ·colorLessKernel(SB), NOSPLIT, $0-64
	MOVQ p+0(FP), AX
	MOVQ drow+8(FP), SI
	MOVQ prow+16(FP), DI
	MOVQ irow+24(FP), DX
	MOVQ n+32(FP), CX
	MOVL id+40(FP), R10
	MOVSS 80(AX), X7
	SHUFPS $0, X7, X7  // the row's dy
	MOVUPS 0(AX), X8   // v of the four planes
	MOVUPS 16(AX), X9  // dx
	MOVUPS 32(AX), X10
	MULPS X7, X10      // dy*dy of the row (rowOf)
	MOVUPS 48(AX), X11 // material colour
	MOVL $0x437f0000, R8
	MOVL R8, X12
	SHUFPS $0, X12, X12 // 255
	MOVL $0x3f000000, R8
	MOVL R8, X13
	SHUFPS $0, X13, X13 // 0.5
	MOVL $0x3f800000, R8
	MOVL R8, X14
	SHUFPS $0, X14, X14 // 1
	MOVL $255, R8
	MOVL R8, X15
	PSHUFD $0, X15, X15 // 255 (int32)
	XORQ BX, BX
	XORQ R11, R11 // passing pixels

cl_loop:
	CMPQ BX, CX
	JGE cl_done
	// depthLessLoop: pass where z < d (not when either is NaN), write z
	MOVSS z+44(FP), X1
	MOVSS (SI)(BX*4), X2
	UCOMISS X1, X2
	JLS cl_next
	MOVSS X1, (SI)(BX*4)
	INCQ R11
	// x = dx + float32(i)
	CVTSQ2SS BX, X0
	ADDSS 76(AX), X0
	// w = 1/iw, or 1 where iw is 0 (rowPlane.weight; affine: iw is 1)
	MOVSS 68(AX), X1
	MULSS X0, X1
	ADDSS 64(AX), X1
	ADDSS 72(AX), X1
	MOVAPS X14, X2
	XORPS X3, X3
	UCOMISS X3, X1
	JNE cl_divide
	JPS cl_divide
	JMP cl_havew
cl_divide:
	DIVSS X1, X2
cl_havew:
	SHUFPS $0, X2, X2
	SHUFPS $0, X0, X0
	// c = at(x) * w * base
	MOVAPS X9, X3
	MULPS X0, X3
	ADDPS X8, X3
	ADDPS X10, X3
	MULPS X2, X3
	MULPS X11, X3
	// toByte: 0 unless c > 0 (also NaN), 255 where c >= 1, else int(c*255 + 0.5)
	MOVAPS X3, X4
	MULPS X12, X4
	ADDPS X13, X4
	CVTTPS2PL X4, X4
	XORPS X5, X5
	CMPPS X3, X5, $1
	ANDPS X5, X4
	MOVAPS X14, X5
	CMPPS X3, X5, $2
	MOVAPS X5, X6
	ANDNPS X4, X6
	MOVAPS X15, X7
	ANDPS X5, X7
	ORPS X7, X6
	PACKSSLW X6, X6
	PACKUSWB X6, X6
	MOVL X6, R9
	MOVL R9, (DI)(BX*4)
	MOVL R10, (DX)(BX*4)
cl_next:
	MOVSS z+44(FP), X1
	ADDSS zdx+48(FP), X1
	MOVSS X1, z+44(FP)
	INCQ BX
	JMP cl_loop
cl_done:
	MOVQ R11, ret+56(FP)
	RET
