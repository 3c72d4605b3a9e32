#include "textflag.h"

// func FrontRun(tris, verts unsafe.Pointer, nv uint32, lo, hi, mode int, out *[FrontRunMax]int32) (next, culled, n int)
// See frontrun_amd64.go. CX: the primitive; R12: culled; R13: n.
TEXT ·FrontRun(SB), NOSPLIT, $0-80
	MOVQ tris+0(FP), SI
	MOVQ verts+8(FP), DI
	MOVQ lo+24(FP), CX
	MOVQ out+48(FP), R11
	XORL R12, R12
	XORL R13, R13

loop:
	CMPQ CX, hi+32(FP)
	JGE done
	// the indices (BX, DX, AX), each < nv, and their vertices snapped
	LEAQ (CX)(CX*2), AX
	MOVL 0(SI)(AX*4), BX
	MOVL 4(SI)(AX*4), DX
	MOVL 8(SI)(AX*4), AX
	CMPL BX, nv+16(FP)
	JCC done
	CMPL DX, nv+16(FP)
	JCC done
	CMPL AX, nv+16(FP)
	JCC done
	IMUL3Q $120, BX, BX
	ADDQ DI, BX
	IMUL3Q $120, DX, DX
	ADDQ DI, DX
	IMUL3Q $120, AX, AX
	ADDQ DI, AX
	CMPB 82(BX), $0
	JEQ done
	CMPB 82(DX), $0
	JEQ done
	CMPB 82(AX), $0
	JEQ done
	CMPQ mode+40(FP), $0
	JEQ keep
	// ar = (X1 − X0)·(Y2 − Y0) − (Y1 − Y0)·(X2 − X0)
	MOVQ 88(DX), R8
	SUBQ 88(BX), R8
	MOVQ 96(AX), R9
	SUBQ 96(BX), R9
	IMULQ R9, R8
	MOVQ 96(DX), R9
	SUBQ 96(BX), R9
	MOVQ 88(AX), R10
	SUBQ 88(BX), R10
	IMULQ R10, R9
	SUBQ R9, R8
	CMPQ mode+40(FP), $1
	JNE negative
	TESTQ R8, R8
	JGT culled
	JMP keep

negative:
	TESTQ R8, R8
	JLT culled

keep:
	MOVL CX, (R11)(R13*4)
	INCQ R13
	INCQ CX
	CMPQ R13, $256
	JLT loop
	JMP done

culled:
	INCQ R12
	INCQ CX
	JMP loop

done:
	MOVQ CX, next+56(FP)
	MOVQ R12, culled+64(FP)
	MOVQ R13, n+72(FP)
	RET
