#include "textflag.h"

// func orCopy16(dst, src *uint8, blocks int)
TEXT ·orCopy16(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVL $0xff000000, AX
	MOVL AX, X1
	PSHUFD $0, X1, X1
	TESTQ CX, CX
	JEQ done

block:
	MOVOU (SI), X0
	POR X1, X0
	MOVOU X0, (DI)
	ADDQ $16, SI
	ADDQ $16, DI
	DECQ CX
	JNE block

done:
	RET
