#include "textflag.h"

// LitKernel: see lit.go (LitArgs, and litSpan, the scalar definition
// this computes four pixels at a time). Every packed operation below is the
// IEEE operation of the scalar code, on the same operands in the same
// order, so each lane gives the bits the scalar loop gives.
//
// Registers: X0 the pixels' x, X1-X3 the normal, X10 the diffuse mask
// (diff > 0), X11 w; X12 MaxFloat32, X13 1.0 (float64 pair), X14 1.0;
// X4-X6 and X15 scratch.

// BCAST loads float32 field off of LitArgs (AX) into all four lanes of R.
#define BCAST(off, R) MOVSS off(AX), R; SHUFPS $0, R, R

// CV loads the four lanes of the constant at off of LitConsts (R13),
// broadcast once per frame by litConstsOf.
#define CV(off, R) MOVUPS off(R13), R

// AT is rowPlane.at: (v + dx*x) + dyc for the plane at off.
#define AT(off, R) BCAST(off+4, R); MULPS X0, R; BCAST(off, X15); ADDPS X15, R; BCAST(off+8, X15); ADDPS X15, R

// NORM3 is norm3 on A, B, C in place.
#define NORM3(A, B, C) \
	MOVAPS A, X4; MULPS X4, X4; MOVAPS B, X5; MULPS X5, X5; ADDPS X5, X4; MOVAPS C, X5; MULPS X5, X5; ADDPS X5, X4; \
	XORPS X5, X5; CMPPS X4, X5, $1; MOVAPS X4, X6; CMPPS X12, X6, $2; ANDPS X6, X5; \
	CVTPS2PD X4, X6; MOVHLPS X4, X4; CVTPS2PD X4, X4; SQRTPD X6, X6; SQRTPD X4, X4; \
	MOVAPS X13, X15; DIVPD X6, X15; CVTPD2PS X15, X6; MOVAPS X13, X15; DIVPD X4, X15; CVTPD2PS X15, X4; MOVLHPS X4, X6; \
	MULPS X6, A; MULPS X6, B; MULPS X6, C; ANDPS X5, A; ANDPS X5, B; ANDPS X5, C; \
	MOVAPS X5, X6; ANDNPS X14, X6; ORPS X6, C

// COLOR stores base*(amb + diff*lc) (diff in X4) at off(AX) (LitArgs.col).
#define COLOR(lc, amb, base, off) CV(lc, X5); MULPS X4, X5; CV(amb, X15); ADDPS X15, X5; CV(base, X15); MULPS X15, X5; MOVUPS X5, off(AX)

// SPEC sets R to the colour at off(AX) plus spec*sp*lc (sp in X5) where X4
// is set.
#define SPEC(spec, lc, off, R) \
	CV(spec, X6); MULPS X5, X6; CV(lc, X15); MULPS X15, X6; MOVUPS off(AX), R; ADDPS R, X6; \
	ANDPS X4, X6; MOVAPS X4, X15; ANDNPS R, X15; ORPS X15, X6; MOVAPS X6, R

// TOBYTE is toByte on R, giving int32 lanes: 0 unless v > 0 (also NaN),
// 255 where v >= 1, else int32(v*255 + 0.5).
#define TOBYTE(R) \
	MOVAPS R, X6; CV(288, X15); MULPS X15, X6; CV(304, X15); ADDPS X15, X6; CVTTPS2PL X6, X6; \
	XORPS X7, X7; CMPPS R, X7, $1; ANDPS X7, X6; \
	MOVAPS X14, X7; CMPPS R, X7, $2; MOVAPS X7, X8; ANDNPS X6, X8; CV(320, X15); ANDPS X7, X15; ORPS X15, X8; MOVAPS X8, R

// WORLD sets R to eye - at(plane)*w.
#define WORLD(plane, eye, R) AT(plane, R); MULPS X11, R; CV(eye, X15); SUBPS R, X15; MOVAPS X15, R

// func LitKernel(c *LitConsts, p *LitArgs, xs *float32, out *uint32, groups int)
TEXT ·LitKernel(SB), NOSPLIT, $0-40
	MOVQ c+0(FP), R13
	MOVQ p+8(FP), AX
	MOVQ xs+16(FP), SI
	MOVQ out+24(FP), DI
	MOVQ groups+32(FP), CX
	MOVL $0x7f7fffff, R8
	MOVL R8, X12
	SHUFPS $0, X12, X12
	MOVQ $0x3ff0000000000000, R8
	MOVQ R8, X13
	MOVLHPS X13, X13
	MOVL $0x3f800000, R8
	MOVL R8, X14
	SHUFPS $0, X14, X14
	TESTQ CX, CX
	JEQ done

group:
	MOVUPS (SI), X0
	// w: 1/iw, or 1 where iw is 0
	AT(0, X1)
	XORPS X2, X2
	CMPPS X1, X2, $0
	MOVAPS X14, X3
	DIVPS X1, X3
	MOVAPS X2, X4
	ANDNPS X3, X4
	ANDPS X14, X2
	ORPS X4, X2
	MOVAPS X2, X11
	// the normal
	AT(12, X1)
	MULPS X11, X1
	AT(24, X2)
	MULPS X11, X2
	AT(36, X3)
	MULPS X11, X3
	NORM3(X1, X2, X3)
	// diff = n·L, 0 where negative
	CV(0, X4)
	MULPS X1, X4
	CV(16, X5)
	MULPS X2, X5
	ADDPS X5, X4
	CV(32, X5)
	MULPS X3, X5
	ADDPS X5, X4
	XORPS X5, X5
	MOVAPS X4, X6
	CMPPS X5, X6, $1
	ANDNPS X4, X6
	MOVAPS X6, X4
	XORPS X10, X10
	CMPPS X4, X10, $1
	COLOR(48, 96, 144, 96)
	COLOR(64, 112, 160, 112)
	COLOR(80, 128, 176, 128)
	// the half vector h = norm3(L + norm3(eye - world))
	WORLD(48, 240, X7)
	WORLD(60, 256, X8)
	WORLD(72, 272, X9)
	NORM3(X7, X8, X9)
	CV(0, X15)
	ADDPS X15, X7
	CV(16, X15)
	ADDPS X15, X8
	CV(32, X15)
	ADDPS X15, X9
	NORM3(X7, X8, X9)
	// nh = n·h; the specular term where diff > 0 and nh > 0
	MULPS X1, X7
	MULPS X2, X8
	ADDPS X8, X7
	MULPS X3, X9
	ADDPS X9, X7
	XORPS X4, X4
	CMPPS X7, X4, $1
	ANDPS X10, X4
	// sp = powi(nh, pow), repeated squaring from the lowest bit (the
	// shift puts the bit in CF and says in ZF whether higher bits are
	// left; the square after the highest bit, never used, is skipped)
	MOVQ 352(R13), R9
	MOVAPS X14, X5
	MOVAPS X7, X6
	TESTQ R9, R9
	JEQ powdone
pow:
	SHRQ $1, R9
	JCC square
	MULPS X6, X5
square:
	JEQ powdone
	MULPS X6, X6
	JMP pow
powdone:
	SPEC(192, 48, 96, X1)
	SPEC(208, 64, 112, X2)
	SPEC(224, 80, 128, X3)
	// RGBA bytes: red | green<<8 | blue<<16 | alpha<<24
	TOBYTE(X1)
	TOBYTE(X2)
	TOBYTE(X3)
	PSLLL $8, X2
	PSLLL $16, X3
	POR X2, X1
	POR X3, X1
	CV(336, X15)
	POR X15, X1
	MOVUPS X1, (DI)
	ADDQ $16, SI
	ADDQ $16, DI
	DECQ CX
	JNE group
done:
	RET
