#include "textflag.h"

// func orCopy16(dst, src *uint8, blocks int)
TEXT ·orCopy16(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ blocks+16(FP), CX
	MOVL $0xff000000, AX
	MOVL AX, X1
	PSHUFD $0, X1, X1
	// an odd block first, then two at a time
	TESTQ $1, CX
	JEQ pairs
	MOVOU (SI), X0
	POR X1, X0
	MOVOU X0, (DI)
	ADDQ $16, SI
	ADDQ $16, DI

pairs:
	SHRQ $1, CX
	JEQ done

pair:
	MOVOU (SI), X0
	MOVOU 16(SI), X2
	POR X1, X0
	POR X1, X2
	MOVOU X0, (DI)
	MOVOU X2, 16(DI)
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNE pair

done:
	RET
