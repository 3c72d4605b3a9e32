#include "textflag.h"

// DepthLessKernel: see depth.go. X0 the running depth z, X1 zdx; DI
// the depth row, SI the pass bytes, AX the count.

// passBytes<>[m] is the four pass bytes (0 or 1) of MOVMSKPS mask m;
// passCount<>[m] their sum.
DATA passBytes<>+0(SB)/4, $0x00000000
DATA passBytes<>+4(SB)/4, $0x00000001
DATA passBytes<>+8(SB)/4, $0x00000100
DATA passBytes<>+12(SB)/4, $0x00000101
DATA passBytes<>+16(SB)/4, $0x00010000
DATA passBytes<>+20(SB)/4, $0x00010001
DATA passBytes<>+24(SB)/4, $0x00010100
DATA passBytes<>+28(SB)/4, $0x00010101
DATA passBytes<>+32(SB)/4, $0x01000000
DATA passBytes<>+36(SB)/4, $0x01000001
DATA passBytes<>+40(SB)/4, $0x01000100
DATA passBytes<>+44(SB)/4, $0x01000101
DATA passBytes<>+48(SB)/4, $0x01010000
DATA passBytes<>+52(SB)/4, $0x01010001
DATA passBytes<>+56(SB)/4, $0x01010100
DATA passBytes<>+60(SB)/4, $0x01010101
GLOBL passBytes<>(SB), RODATA|NOPTR, $64

DATA passCount<>+0(SB)/8, $0x0302020102010100
DATA passCount<>+8(SB)/8, $0x0403030203020201
GLOBL passCount<>(SB), RODATA|NOPTR, $16

// func DepthLessKernel(drow *float32, pb *uint8, z, zdx float32, n int) int
TEXT ·DepthLessKernel(SB), NOSPLIT, $0-40
	MOVQ drow+0(FP), DI
	MOVQ pb+8(FP), SI
	MOVSS z+16(FP), X0
	MOVSS zdx+20(FP), X1
	MOVQ n+24(FP), CX
	MOVQ CX, R12
	SHRQ $2, CX
	XORQ AX, AX
	LEAQ passBytes<>(SB), R10
	LEAQ passCount<>(SB), R11
	TESTQ CX, CX
	JEQ tail

group:
	// the four depths, each the previous plus zdx
	MOVAPS X0, X2
	ADDSS X1, X0
	MOVAPS X0, X3
	ADDSS X1, X0
	MOVAPS X0, X4
	ADDSS X1, X0
	MOVAPS X0, X5
	ADDSS X1, X0
	UNPCKLPS X3, X2
	UNPCKLPS X5, X4
	MOVLHPS X4, X2
	// pass = z < d; d = pass ? z : d
	MOVUPS (DI), X6
	MOVAPS X2, X7
	CMPPS X6, X7, $1
	ANDPS X7, X2
	MOVAPS X7, X8
	ANDNPS X6, X8
	ORPS X8, X2
	MOVUPS X2, (DI)
	MOVMSKPS X7, R9
	MOVL (R10)(R9*4), R8
	MOVL R8, (SI)
	MOVBQZX (R11)(R9*1), R8
	ADDQ R8, AX
	ADDQ $16, DI
	ADDQ $4, SI
	DECQ CX
	JNE group

tail:
	// the last n%4 pixels one at a time, with the same operations
	ANDQ $3, R12
	JEQ done

pixel:
	MOVSS (DI), X6
	MOVAPS X0, X7
	CMPSS X6, X7, $1
	MOVAPS X0, X2
	ANDPS X7, X2
	MOVAPS X7, X8
	ANDNPS X6, X8
	ORPS X8, X2
	MOVSS X2, (DI)
	MOVL X7, R8
	ANDL $1, R8
	MOVB R8, (SI)
	ADDQ R8, AX
	ADDSS X1, X0
	ADDQ $4, DI
	INCQ SI
	DECQ R12
	JNE pixel

done:
	MOVQ AX, ret+32(FP)
	RET
