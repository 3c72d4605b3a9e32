#include "textflag.h"

// func StreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int)
TEXT ·StreamRows(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ dstStride+8(FP), R8
	MOVQ src+16(FP), SI
	MOVQ srcStride+24(FP), R9
	MOVQ rows+32(FP), R10
	MOVQ n+40(FP), R11
	TESTQ R10, R10
	JLE done

row:
	XORQ BX, BX
	MOVQ R11, CX
	SHRQ $3, CX
	JEQ tail

word:
	MOVQ (SI)(BX*1), AX
	MOVNTIQ AX, (DI)(BX*1)
	ADDQ $8, BX
	DECQ CX
	JNE word

tail:
	TESTQ $4, R11
	JEQ next
	MOVL (SI)(BX*1), AX
	MOVNTIL AX, (DI)(BX*1)

next:
	ADDQ R8, DI
	ADDQ R9, SI
	DECQ R10
	JNE row
	SFENCE

done:
	RET

// func OrStreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int)
TEXT ·OrStreamRows(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ dstStride+8(FP), R8
	MOVQ src+16(FP), SI
	MOVQ srcStride+24(FP), R9
	MOVQ rows+32(FP), R10
	MOVQ n+40(FP), R11
	MOVQ $0xff000000ff000000, DX
	TESTQ R10, R10
	JLE odone

orow:
	XORQ BX, BX
	MOVQ R11, CX
	SHRQ $3, CX
	JEQ otail

oword:
	MOVQ (SI)(BX*1), AX
	ORQ DX, AX
	MOVNTIQ AX, (DI)(BX*1)
	ADDQ $8, BX
	DECQ CX
	JNE oword

otail:
	TESTQ $4, R11
	JEQ onext
	MOVL (SI)(BX*1), AX
	ORL DX, AX
	MOVNTIL AX, (DI)(BX*1)

onext:
	ADDQ R8, DI
	ADDQ R9, SI
	DECQ R10
	JNE orow
	SFENCE

odone:
	RET
