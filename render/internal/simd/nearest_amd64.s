#include "textflag.h"

// NearestKernel: see nearest.go (NearestRow, and nearestSpanGo, the
// scalar definition this computes four pixels at a time). Every packed
// float operation below is the IEEE operation of the scalar code, on the
// same operands in the same order, so each lane gives the texel the
// scalar loop gives.
//
// Registers: X7 the pixels' offsets i (int32 lanes), X8-X10 the 1/w plane
// (dx, v, dyc), X11-X13 the u plane, X14-X15 the v plane (dx, v; dyc from
// memory); X0-X6 scratch. AX p, SI pb, BX tex, DI prow, DX irow, CX the
// groups left, R12 the ID.

// BC loads the four lanes of the constant at off of NearestConsts into R.
#define BC(off, R) MOVUPS off(AX), R

// BR is BC for NearestRow.
#define BR(off, R) MOVSS off(R13), R; SHUFPS $0, R, R

// AXIS turns the coordinate R (u or v, NaN already 0) into its wrapped
// texel coordinate (int32 lanes): texelSpace's u*fw - 0.5, the clamp
// (texelSpace's to ±2^30; [-0.5, n-1.5] in clamp mode, see nearest.go),
// + 0.5 (X4), floorInt, then the mask and the mirror flip.
#define AXIS(R, fw, lo, hi, m, f) \
	BC(fw, X1); MULPS X1, R; SUBPS X4, R; \
	BC(lo, X2); MAXPS X2, R; BC(hi, X2); MINPS X2, R; ADDPS X4, R; \
	CVTTPS2PL R, X2; CVTPL2PS X2, X3; CMPPS X3, R, $1; PADDL X2, R; \
	BC(m, X1); PAND X1, R; \
	BC(f, X3); PAND R, X3; PXOR X2, X2; PCMPEQL X2, X3; PANDN X1, X3; PXOR X3, R

// STORE1 copies the texel of lane index R to pixel k of the group.
#define STORE1(R, k) MOVL (BX)(R*4), R; MOVL R, k*4(DI); MOVL R12, k*4(DX)

// func NearestKernel(c *NearestConsts, p *NearestRow, pb *uint8, tex *uint32, prow *uint8, irow *int32, groups int)
TEXT ·NearestKernel(SB), NOSPLIT, $0-56
	MOVQ c+0(FP), AX
	MOVQ p+8(FP), R13
	MOVQ pb+16(FP), SI
	MOVQ tex+24(FP), BX
	MOVQ prow+32(FP), DI
	MOVQ irow+40(FP), DX
	MOVQ groups+48(FP), CX
	MOVL 40(R13), R12
	MOVUPS 224(AX), X7
	BR(4, X8)
	BR(0, X9)
	BR(8, X10)
	BR(16, X11)
	BR(12, X12)
	BR(20, X13)
	BR(28, X14)
	BR(24, X15)
	TESTQ CX, CX
	JEQ done

group:
	// x = dx + float32(i)
	CVTPL2PS X7, X0
	BR(36, X1)
	ADDPS X1, X0
	BC(208, X1)
	PADDL X1, X7
	// w: 1/iw, or 1 where iw is 0
	MOVAPS X8, X1
	MULPS X0, X1
	ADDPS X9, X1
	ADDPS X10, X1
	XORPS X4, X4
	CMPPS X1, X4, $0
	BC(192, X5)
	MOVAPS X5, X6
	DIVPS X1, X6
	ANDPS X4, X5
	ANDNPS X6, X4
	ORPS X5, X4
	// u = at(u)*w, v = at(v)*w
	MOVAPS X11, X2
	MULPS X0, X2
	ADDPS X12, X2
	ADDPS X13, X2
	MULPS X4, X2
	MOVAPS X14, X3
	MULPS X0, X3
	ADDPS X15, X3
	BR(32, X5)
	ADDPS X5, X3
	MULPS X4, X3
	// both 0 where either is NaN: u in X6, v in X5
	MOVAPS X2, X5
	CMPPS X3, X5, $3
	MOVAPS X5, X6
	ANDNPS X2, X6
	ANDNPS X3, X5
	BC(176, X4)
	AXIS(X6, 0, 32, 48, 96, 128)
	AXIS(X5, 16, 64, 80, 112, 144)
	// the texel index y*tw + x (exact in float32: below 2^24)
	CVTPL2PS X5, X5
	BC(160, X1)
	MULPS X1, X5
	CVTPL2PS X6, X6
	ADDPS X6, X5
	CVTTPS2PL X5, X5
	MOVQ X5, R10
	MOVHLPS X5, X5
	MOVQ X5, R11
	// which of the four pixels pass
	MOVL (SI), R8
	MOVL R8, X1
	PXOR X2, X2
	PCMPEQB X2, X1
	PMOVMSKB X1, R9
	ANDL $15, R9
	JNE some
	MOVL R10, R8
	SHRQ $32, R10
	STORE1(R8, 0)
	STORE1(R10, 1)
	MOVL R11, R8
	SHRQ $32, R11
	STORE1(R8, 2)
	STORE1(R11, 3)
	JMP next

some:
	TESTL $1, R9
	JNE skip0
	MOVL R10, R8
	STORE1(R8, 0)

skip0:
	TESTL $2, R9
	JNE skip1
	SHRQ $32, R10
	STORE1(R10, 1)

skip1:
	TESTL $4, R9
	JNE skip2
	MOVL R11, R8
	STORE1(R8, 2)

skip2:
	TESTL $8, R9
	JNE next
	SHRQ $32, R11
	STORE1(R11, 3)

next:
	ADDQ $4, SI
	ADDQ $16, DI
	ADDQ $16, DX
	DECQ CX
	JNE group

done:
	RET
