#include "textflag.h"

// Each row: 4-byte non-temporal stores (MOVNTIL) until the destination is
// 16-byte aligned, then 16 bytes per store (MOVNTO, MOVNTDQ), four
// stores an iteration while 64 or more bytes remain and one while 16 or
// more do, then 4-byte stores for the rest (n is a multiple of 4 and
// the addresses are 4-byte aligned: float32, int32 and RGBA rows).

// LOAD4 loads the 64 bytes at SI+BX into X0, X2, X3, X4; STORE4 stores
// them at DI+BX, moves BX on by 64 and CX (the 16-byte blocks left) down
// by 4, loops to label while 4 or more blocks are left and then leaves
// ZF set when none is.
#define LOAD4 \
	MOVOU (SI)(BX*1), X0 \
	MOVOU 16(SI)(BX*1), X2 \
	MOVOU 32(SI)(BX*1), X3 \
	MOVOU 48(SI)(BX*1), X4

#define STORE4(label) \
	MOVNTO X0, (DI)(BX*1) \
	MOVNTO X2, 16(DI)(BX*1) \
	MOVNTO X3, 32(DI)(BX*1) \
	MOVNTO X4, 48(DI)(BX*1) \
	ADDQ $64, BX \
	SUBQ $4, CX \
	CMPQ CX, $4 \
	JGE label \
	TESTQ CX, CX

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

head:
	CMPQ BX, R11
	JGE next
	LEAQ (DI)(BX*1), AX
	TESTQ $15, AX
	JEQ body
	MOVL (SI)(BX*1), AX
	MOVNTIL AX, (DI)(BX*1)
	ADDQ $4, BX
	JMP head

body:
	MOVQ R11, CX
	SUBQ BX, CX
	SHRQ $4, CX
	JEQ tail
	CMPQ CX, $4
	JLT wide

wide4:
	LOAD4
	STORE4(wide4)
	JEQ tail

wide:
	MOVOU (SI)(BX*1), X0
	MOVNTO X0, (DI)(BX*1)
	ADDQ $16, BX
	DECQ CX
	JNE wide

tail:
	CMPQ BX, R11
	JGE next
	MOVL (SI)(BX*1), AX
	MOVNTIL AX, (DI)(BX*1)
	ADDQ $4, BX
	JMP tail

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
	MOVQ DX, X1
	PUNPCKLQDQ X1, X1
	TESTQ R10, R10
	JLE odone

orow:
	XORQ BX, BX

ohead:
	CMPQ BX, R11
	JGE onext
	LEAQ (DI)(BX*1), AX
	TESTQ $15, AX
	JEQ obody
	MOVL (SI)(BX*1), AX
	ORL DX, AX
	MOVNTIL AX, (DI)(BX*1)
	ADDQ $4, BX
	JMP ohead

obody:
	MOVQ R11, CX
	SUBQ BX, CX
	SHRQ $4, CX
	JEQ otail
	CMPQ CX, $4
	JLT owide

owide4:
	LOAD4
	POR X1, X0
	POR X1, X2
	POR X1, X3
	POR X1, X4
	STORE4(owide4)
	JEQ otail

owide:
	MOVOU (SI)(BX*1), X0
	POR X1, X0
	MOVNTO X0, (DI)(BX*1)
	ADDQ $16, BX
	DECQ CX
	JNE owide

otail:
	CMPQ BX, R11
	JGE onext
	MOVL (SI)(BX*1), AX
	ORL DX, AX
	MOVNTIL AX, (DI)(BX*1)
	ADDQ $4, BX
	JMP otail

onext:
	ADDQ R8, DI
	ADDQ R9, SI
	DECQ R10
	JNE orow
	SFENCE

odone:
	RET
