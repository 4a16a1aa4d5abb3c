package compile

import "fmt"

// Opcode is an instruction of the monty VM. The set follows CPython 3.11's
// (a stack machine with an exception table and no block stack), trimmed
// and adapted: jumps are absolute instruction indices, and a few combined
// instructions serve the benchmarks' hot paths.
type Opcode uint8

// Instruction encoding: the opcode in the low 8 bits, the argument in the
// high 24 bits.
const (
	ArgBits = 24
	MaxArg  = 1<<ArgBits - 1
)

// Op returns the opcode of an instruction.
func Op(ins uint32) Opcode { return Opcode(ins & 0xff) }

// Arg returns the argument of an instruction.
func Arg(ins uint32) int { return int(ins >> 8) }

// Encode packs an instruction.
func Encode(op Opcode, arg int) uint32 { return uint32(op) | uint32(arg)<<8 }

// The opcodes. "TOS" is the top of the operand stack; the comment gives
// the stack effect as before -> after.
const (
	NOP Opcode = iota

	POP_TOP // x ->
	COPY    // (arg n) ... x(n) -> ... x(n) x
	SWAP    // (arg n) swaps TOS and the n-th item

	LOAD_CONST       // -> consts[arg]
	LOAD_FAST        // -> locals[arg]; unbound raises UnboundLocalError
	STORE_FAST       // x ->
	DELETE_FAST      //
	LOAD_DEREF       // -> cell[arg].value (slot arg holds a cell)
	STORE_DEREF      // x ->
	DELETE_DEREF     //
	LOAD_CLASSDEREF  // class body reading a free variable: namespace first
	LOAD_GLOBAL      // -> globals[names[arg]] or builtins
	STORE_GLOBAL     // x ->
	DELETE_GLOBAL    //
	LOAD_NAME        // -> locals dict, globals, builtins
	STORE_NAME       // x ->
	DELETE_NAME      //
	LOAD_ATTR        // obj -> obj.names[arg]
	STORE_ATTR       // value obj ->
	DELETE_ATTR      // obj ->
	LOAD_METHOD      // obj -> meth self | callable NULL
	LOAD_SUPER_ATTR  // (3.12 style) cls self -> attr; unused placeholder
	LOAD_CLOSURE     // -> the cell in slot arg
	LOAD_LOCALS      // -> the locals dict
	LOAD_BUILD_CLASS // -> __build_class__

	BINARY_OP      // (arg BinaryOp) x y -> x op y
	COMPARE_OP     // (arg CmpOp) x y -> x cmp y
	IS_OP          // (arg invert) x y -> bool
	CONTAINS_OP    // (arg invert) x y -> x in y
	UNARY_NEGATIVE // x -> -x
	UNARY_POSITIVE
	UNARY_NOT
	UNARY_INVERT

	BINARY_SUBSCR // x k -> x[k]
	STORE_SUBSCR  // v x k ->
	DELETE_SUBSCR // x k ->
	BUILD_SLICE   // (arg 2 or 3) a b [c] -> slice

	BUILD_TUPLE     // (arg n) items -> tuple
	BUILD_LIST      // (arg n)
	BUILD_SET       // (arg n)
	BUILD_MAP       // (arg n) k1 v1 ... kn vn -> dict
	BUILD_STRING    // (arg n) strs -> str
	LIST_APPEND     // (arg i) list@i ... x -> list ...
	SET_ADD         // (arg i)
	MAP_ADD         // (arg i) dict@i ... k v -> dict ...
	LIST_EXTEND     // (arg i) list@i ... it -> list ...
	SET_UPDATE      // (arg i)
	DICT_UPDATE     // (arg i) dict@i ... m -> (for {**m})
	DICT_MERGE      // (arg i) like DICT_UPDATE, for f(**m): duplicate keys raise
	LIST_TO_TUPLE   // list -> tuple
	FORMAT_VALUE    // (arg: conversion | 4 if a spec is on the stack) x [spec] -> str
	UNPACK_SEQUENCE // (arg n) seq -> x(n-1) ... x0 (x0 on top)
	UNPACK_EX       // (arg before | after<<8) seq -> ...

	JUMP                 // pc = arg
	JUMP_BACKWARD        // pc = arg; a loop's back edge (polls limits)
	POP_JUMP_IF_FALSE    // x -> ; if not x jump
	POP_JUMP_IF_TRUE     // x -> ; if x jump
	POP_JUMP_IF_NONE     // x ->
	POP_JUMP_IF_NOT_NONE // x ->
	JUMP_IF_FALSE_OR_POP // x -> x (jump) | -> (fall)
	JUMP_IF_TRUE_OR_POP

	GET_ITER            // x -> iter(x)
	GET_YIELD_FROM_ITER // x -> iter(x), generators and coroutines kept
	FOR_ITER            // it -> it next | (exhausted: pop it, jump arg)

	KW_NAMES      // names the keyword arguments of the next call: KwNames[arg]
	CALL          // (arg argc) f args -> result
	CALL_METHOD   // (arg argc) meth self|NULL args -> result
	CALL_EX       // (arg 1 if kwargs) f argstuple [kwdict] -> result
	MAKE_FUNCTION // (arg flags MakeDefaults...) [closure] [annotations] [kwdefaults] [defaults] code -> func
	RETURN_VALUE  // x -> (returns)
	RETURN_CONST  // returns consts[arg]

	YIELD_VALUE // x -> sent
	SEND        // (arg target) sub v -> sub r | (done: -> r, jump)
	GET_AWAITABLE
	GET_AITER
	GET_ANEXT
	END_ASYNC_FOR // it exc -> (StopAsyncIteration ends the loop)
	BEFORE_ASYNC_WITH

	RAISE_VARARGS     // (arg 0,1,2) [exc [cause]] ->
	RERAISE           // exc -> (raises exc; arg 1: restore lasti)
	PUSH_EXC_INFO     // exc -> prev exc
	POP_EXCEPT        // prev -> (restores the handled exception)
	CHECK_EXC_MATCH   // exc type -> exc bool
	CHECK_EG_MATCH    // eg type -> rest match
	PREP_RERAISE_STAR // orig list -> exc|None
	LOAD_ASSERTION_ERROR
	BEFORE_WITH       // mgr -> exit enterresult
	WITH_EXCEPT_START // exit lasti prev exc -> exit lasti prev exc res

	IMPORT_NAME // (arg name) level fromlist -> module
	IMPORT_FROM // module -> module attr
	IMPORT_STAR // module ->

	SETUP_ANNOTATIONS
	MATCH_CLASS    // (arg count) subject cls names -> attrs|None
	MATCH_MAPPING  // subject -> subject bool
	MATCH_SEQUENCE // subject -> subject bool
	MATCH_KEYS     // subject keys -> subject keys values|None
	GET_LEN        // x -> x len(x)

	// Fused instructions for hot paths (see peephole.go).
	LOAD_FAST_ATTR        // (arg local | name<<12) -> locals[local].name
	STORE_FAST_LOAD_FAST  // (arg a | b<<12) x -> locals[b]; locals[a] = x
	LOAD_FAST_LOAD_FAST   // (arg a | b<<12) -> locals[a] locals[b]
	LOAD_FAST_LOAD_CONST  // (arg a | k<<12) -> locals[a] consts[k]
	STORE_FAST_STORE_FAST // (arg a | b<<12) x y -> ; locals[a] = y; locals[b] = x
	BINARY_OP_CONST       // (arg op | k<<8) x -> x op consts[k]
	COMPARE_OP_CONST      // (arg op | k<<8) x -> x op consts[k]
	FAST_BINARY_OP_CONST  // (arg op | k<<8 | a<<16) -> locals[a] op consts[k]
	FAST_COMPARE_OP_CONST // (arg op | k<<8 | a<<16) -> locals[a] op consts[k]
)

// BinaryOp selects the operator of BINARY_OP; the in-place forms follow
// the plain ones in the same order.
type BinaryOp uint8

// Binary operators, in CPython's NB_ order.
const (
	OpAdd BinaryOp = iota
	OpAnd
	OpFloorDiv
	OpLShift
	OpMatMul
	OpMul
	OpMod
	OpOr
	OpPow
	OpRShift
	OpSub
	OpTrueDiv
	OpXor
	OpInplace // add to get the in-place form: OpInplace+OpAdd is +=
)

var binaryOpNames = [...]string{"+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^"}

// String returns the operator's symbol, "+=" for in-place forms.
func (op BinaryOp) String() string {
	if op >= OpInplace {
		return binaryOpNames[op-OpInplace] + "="
	}
	if int(op) < len(binaryOpNames) {
		return binaryOpNames[op]
	}
	return fmt.Sprintf("BinaryOp(%d)", op)
}

// CmpOp selects the comparison of COMPARE_OP.
type CmpOp uint8

// Comparison operators, in CPython's Py_LT.. order.
const (
	CmpLT CmpOp = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
)

var cmpOpNames = [...]string{"<", "<=", "==", "!=", ">", ">="}

// String returns the operator's symbol.
func (op CmpOp) String() string { return cmpOpNames[op] }

// MAKE_FUNCTION flags.
const (
	MakeDefaults    = 1
	MakeKwDefaults  = 2
	MakeAnnotations = 4
	MakeClosure     = 8
)

// FORMAT_VALUE conversions.
const (
	FormatNone  = 0
	FormatStr   = 1
	FormatRepr  = 2
	FormatASCII = 3
	FormatSpec  = 4
)

var opcodeNames = [...]string{
	NOP: "NOP", POP_TOP: "POP_TOP", COPY: "COPY", SWAP: "SWAP",
	LOAD_CONST: "LOAD_CONST", LOAD_FAST: "LOAD_FAST", STORE_FAST: "STORE_FAST",
	DELETE_FAST: "DELETE_FAST", LOAD_DEREF: "LOAD_DEREF", STORE_DEREF: "STORE_DEREF",
	DELETE_DEREF: "DELETE_DEREF", LOAD_CLASSDEREF: "LOAD_CLASSDEREF",
	LOAD_GLOBAL: "LOAD_GLOBAL", STORE_GLOBAL: "STORE_GLOBAL", DELETE_GLOBAL: "DELETE_GLOBAL",
	LOAD_NAME: "LOAD_NAME", STORE_NAME: "STORE_NAME", DELETE_NAME: "DELETE_NAME",
	LOAD_ATTR: "LOAD_ATTR", STORE_ATTR: "STORE_ATTR", DELETE_ATTR: "DELETE_ATTR",
	LOAD_METHOD: "LOAD_METHOD", LOAD_SUPER_ATTR: "LOAD_SUPER_ATTR", LOAD_CLOSURE: "LOAD_CLOSURE",
	LOAD_LOCALS: "LOAD_LOCALS", LOAD_BUILD_CLASS: "LOAD_BUILD_CLASS",
	BINARY_OP: "BINARY_OP", COMPARE_OP: "COMPARE_OP", IS_OP: "IS_OP", CONTAINS_OP: "CONTAINS_OP",
	UNARY_NEGATIVE: "UNARY_NEGATIVE", UNARY_POSITIVE: "UNARY_POSITIVE", UNARY_NOT: "UNARY_NOT",
	UNARY_INVERT: "UNARY_INVERT", BINARY_SUBSCR: "BINARY_SUBSCR", STORE_SUBSCR: "STORE_SUBSCR",
	DELETE_SUBSCR: "DELETE_SUBSCR", BUILD_SLICE: "BUILD_SLICE", BUILD_TUPLE: "BUILD_TUPLE",
	BUILD_LIST: "BUILD_LIST", BUILD_SET: "BUILD_SET", BUILD_MAP: "BUILD_MAP",
	BUILD_STRING: "BUILD_STRING", LIST_APPEND: "LIST_APPEND", SET_ADD: "SET_ADD",
	MAP_ADD: "MAP_ADD", LIST_EXTEND: "LIST_EXTEND", SET_UPDATE: "SET_UPDATE",
	DICT_UPDATE: "DICT_UPDATE", DICT_MERGE: "DICT_MERGE", LIST_TO_TUPLE: "LIST_TO_TUPLE",
	FORMAT_VALUE: "FORMAT_VALUE", UNPACK_SEQUENCE: "UNPACK_SEQUENCE", UNPACK_EX: "UNPACK_EX",
	JUMP: "JUMP", JUMP_BACKWARD: "JUMP_BACKWARD", POP_JUMP_IF_FALSE: "POP_JUMP_IF_FALSE",
	POP_JUMP_IF_TRUE: "POP_JUMP_IF_TRUE", POP_JUMP_IF_NONE: "POP_JUMP_IF_NONE",
	POP_JUMP_IF_NOT_NONE: "POP_JUMP_IF_NOT_NONE", JUMP_IF_FALSE_OR_POP: "JUMP_IF_FALSE_OR_POP",
	JUMP_IF_TRUE_OR_POP: "JUMP_IF_TRUE_OR_POP", GET_ITER: "GET_ITER",
	GET_YIELD_FROM_ITER: "GET_YIELD_FROM_ITER", FOR_ITER: "FOR_ITER", KW_NAMES: "KW_NAMES",
	CALL: "CALL", CALL_METHOD: "CALL_METHOD", CALL_EX: "CALL_EX", MAKE_FUNCTION: "MAKE_FUNCTION",
	RETURN_VALUE: "RETURN_VALUE", RETURN_CONST: "RETURN_CONST", YIELD_VALUE: "YIELD_VALUE",
	SEND: "SEND", GET_AWAITABLE: "GET_AWAITABLE", GET_AITER: "GET_AITER", GET_ANEXT: "GET_ANEXT",
	END_ASYNC_FOR: "END_ASYNC_FOR", BEFORE_ASYNC_WITH: "BEFORE_ASYNC_WITH",
	RAISE_VARARGS: "RAISE_VARARGS", RERAISE: "RERAISE", PUSH_EXC_INFO: "PUSH_EXC_INFO",
	POP_EXCEPT: "POP_EXCEPT", CHECK_EXC_MATCH: "CHECK_EXC_MATCH", CHECK_EG_MATCH: "CHECK_EG_MATCH",
	PREP_RERAISE_STAR: "PREP_RERAISE_STAR", LOAD_ASSERTION_ERROR: "LOAD_ASSERTION_ERROR",
	BEFORE_WITH: "BEFORE_WITH", WITH_EXCEPT_START: "WITH_EXCEPT_START",
	IMPORT_NAME: "IMPORT_NAME", IMPORT_FROM: "IMPORT_FROM", IMPORT_STAR: "IMPORT_STAR",
	SETUP_ANNOTATIONS: "SETUP_ANNOTATIONS", MATCH_CLASS: "MATCH_CLASS",
	MATCH_MAPPING: "MATCH_MAPPING", MATCH_SEQUENCE: "MATCH_SEQUENCE", MATCH_KEYS: "MATCH_KEYS",
	GET_LEN: "GET_LEN", LOAD_FAST_ATTR: "LOAD_FAST_ATTR", STORE_FAST_LOAD_FAST: "STORE_FAST_LOAD_FAST",
	LOAD_FAST_LOAD_FAST: "LOAD_FAST_LOAD_FAST", LOAD_FAST_LOAD_CONST: "LOAD_FAST_LOAD_CONST",
	STORE_FAST_STORE_FAST: "STORE_FAST_STORE_FAST", BINARY_OP_CONST: "BINARY_OP_CONST",
	COMPARE_OP_CONST: "COMPARE_OP_CONST", FAST_BINARY_OP_CONST: "FAST_BINARY_OP_CONST",
	FAST_COMPARE_OP_CONST: "FAST_COMPARE_OP_CONST",
}

// String returns the opcode's name.
func (op Opcode) String() string {
	if int(op) < len(opcodeNames) && opcodeNames[op] != "" {
		return opcodeNames[op]
	}
	return fmt.Sprintf("Opcode(%d)", op)
}

// IsJump reports whether op's argument is an instruction index.
func (op Opcode) IsJump() bool {
	switch op {
	case JUMP, JUMP_BACKWARD, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE,
		POP_JUMP_IF_NOT_NONE, JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, FOR_ITER, SEND:
		return true
	}
	return false
}
