package compile

// peephole fuses common pairs of instructions into one, so the loop
// dispatches fewer times (the fib, numeric-loop and methods benchmarks):
//
//	LOAD_FAST a; LOAD_FAST b     -> LOAD_FAST_LOAD_FAST a|b<<12
//	LOAD_FAST a; LOAD_CONST k    -> LOAD_FAST_LOAD_CONST a|k<<12
//	LOAD_FAST a; LOAD_ATTR n     -> LOAD_FAST_ATTR a|n<<12
//	STORE_FAST a; LOAD_FAST b    -> STORE_FAST_LOAD_FAST a|b<<12
//	STORE_FAST a; STORE_FAST b   -> STORE_FAST_STORE_FAST a|b<<12
//	LOAD_CONST k; BINARY_OP op   -> BINARY_OP_CONST op|k<<8
//	LOAD_CONST k; COMPARE_OP op  -> COMPARE_OP_CONST op|k<<8
//	LOAD_FAST a; LOAD_CONST k; BINARY_OP op  -> FAST_BINARY_OP_CONST op|k<<8|a<<16
//	LOAD_FAST a; LOAD_CONST k; COMPARE_OP op -> FAST_COMPARE_OP_CONST op|k<<8|a<<16
//
// (the triples when a and k are below 256), tried first.
// The second instruction of a pair must not be a jump target, and both
// arguments must fit in 12 bits.
func peephole(instrs []instr) []instr {
	n := len(instrs)
	if n < 2 {
		return instrs
	}
	target := make([]bool, n+1)
	for _, in := range instrs {
		if in.target != nil && in.target.pos >= 0 && in.target.pos <= n {
			target[in.target.pos] = true
		}
	}
	const lim = 1 << 12
	caches := 0
	for _, in := range instrs {
		switch in.op {
		case LOAD_ATTR, LOAD_METHOD, STORE_ATTR, LOAD_GLOBAL:
			caches++
		}
	}
	out := make([]instr, 0, n)
	newPos := make([]int, n+1)
	for i := 0; i < n; i++ {
		newPos[i] = len(out)
		in := instrs[i]
		if i+2 < n && in.op == LOAD_FAST && in.arg < 256 && !target[i+1] && !target[i+2] {
			k, bin := instrs[i+1], instrs[i+2]
			if k.op == LOAD_CONST && k.arg < 256 && (bin.op == BINARY_OP || bin.op == COMPARE_OP) && bin.arg < 256 {
				fused := FAST_BINARY_OP_CONST
				if bin.op == COMPARE_OP {
					fused = FAST_COMPARE_OP_CONST
				}
				out = append(out, instr{op: fused, arg: bin.arg | k.arg<<8 | in.arg<<16, loc: bin.loc})
				newPos[i+1] = len(out) - 1
				newPos[i+2] = len(out) - 1
				i += 2
				continue
			}
		}
		if i+1 < n && !target[i+1] && in.target == nil && in.arg < lim {
			next := instrs[i+1]
			if next.target == nil && next.arg < lim {
				var fused Opcode
				switch {
				case in.op == LOAD_FAST && next.op == LOAD_FAST:
					fused = LOAD_FAST_LOAD_FAST
				case in.op == LOAD_FAST && next.op == LOAD_CONST:
					fused = LOAD_FAST_LOAD_CONST
				case in.op == LOAD_FAST && next.op == LOAD_ATTR && caches < lim:
					// The VM numbers its attribute caches in the high bits.
					fused = LOAD_FAST_ATTR
				case in.op == STORE_FAST && next.op == LOAD_FAST:
					fused = STORE_FAST_LOAD_FAST
				case in.op == STORE_FAST && next.op == STORE_FAST:
					fused = STORE_FAST_STORE_FAST
				case in.op == LOAD_CONST && (next.op == BINARY_OP || next.op == COMPARE_OP):
					// The operator in the low 8 bits, the constant above.
					fused = BINARY_OP_CONST
					if next.op == COMPARE_OP {
						fused = COMPARE_OP_CONST
					}
					out = append(out, instr{op: fused, arg: next.arg | in.arg<<8, loc: next.loc})
					i++
					newPos[i] = len(out) - 1
					continue
				}
				if fused != 0 {
					loc := next.loc
					if fused == STORE_FAST_LOAD_FAST || fused == STORE_FAST_STORE_FAST {
						loc = in.loc
					}
					out = append(out, instr{op: fused, arg: in.arg | next.arg<<12, loc: loc})
					i++
					newPos[i] = len(out) - 1
					continue
				}
			}
		}
		out = append(out, in)
	}
	newPos[n] = len(out)
	// Labels point into the old list: move them.
	seen := map[*label]bool{}
	for _, in := range out {
		if in.target != nil && !seen[in.target] {
			seen[in.target] = true
			in.target.pos = newPos[in.target.pos]
		}
	}
	return out
}
