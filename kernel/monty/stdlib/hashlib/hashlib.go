// Package hashlib is Python's hashlib module for monty: the hashes of
// CPython's algorithms_guaranteed on Go's crypto packages (BLAKE2 our own,
// for its parameter block), with CPython's names, sizes and errors.
package hashlib

import (
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"sort"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() {
	hashType = vm.NewNativeType(vm.NativeType{
		Name:   "HASH",
		Module: "_hashlib",
		Final:  true,
		Doc:    "A hash is an object used to calculate a checksum of a string of information.",
		Methods: map[string]vm.BuiltinFunc{
			"update":    hashUpdate,
			"digest":    hashDigest(false),
			"hexdigest": hashDigest(true),
			"copy":      hashCopy,
			"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				h := args[0].(*hashObj)
				return vm.NewStr("<" + h.algo.name + " _hashlib.HASH object>"), nil
			},
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"name": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(self.(*hashObj).algo.name), nil },
			"digest_size": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self.(*hashObj).size)), nil
			},
			"block_size": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self.(*hashObj).algo.block)), nil
			},
		},
	})
	setupBlake2()
	algos["blake2b"].make = blakeHash(variantB)
	algos["blake2s"].make = blakeHash(variantS)
	vm.RegisterModule("hashlib", newModule)
}

var hashType *vm.Type

// algo is one hash algorithm.
type algo struct {
	name  string
	size  int // digest size; 0 for SHAKE (the length is asked for)
	block int
	make  func() hash.Hash
	shake func() *sha3.SHAKE
}

var algos = map[string]*algo{
	"md5":        {name: "md5", size: 16, block: 64, make: md5.New},
	"sha1":       {name: "sha1", size: 20, block: 64, make: sha1.New},
	"sha224":     {name: "sha224", size: 28, block: 64, make: sha256.New224},
	"sha256":     {name: "sha256", size: 32, block: 64, make: sha256.New},
	"sha384":     {name: "sha384", size: 48, block: 128, make: sha512.New384},
	"sha512":     {name: "sha512", size: 64, block: 128, make: sha512.New},
	"sha512_224": {name: "sha512_224", size: 28, block: 128, make: sha512.New512_224},
	"sha512_256": {name: "sha512_256", size: 32, block: 128, make: sha512.New512_256},
	"sha3_224":   {name: "sha3_224", size: 28, block: 144, make: func() hash.Hash { return sha3.New224() }},
	"sha3_256":   {name: "sha3_256", size: 32, block: 136, make: func() hash.Hash { return sha3.New256() }},
	"sha3_384":   {name: "sha3_384", size: 48, block: 104, make: func() hash.Hash { return sha3.New384() }},
	"sha3_512":   {name: "sha3_512", size: 64, block: 72, make: func() hash.Hash { return sha3.New512() }},
	"shake_128":  {name: "shake_128", block: 168, shake: sha3.NewSHAKE128},
	"shake_256":  {name: "shake_256", block: 136, shake: sha3.NewSHAKE256},
	"blake2b":    {name: "blake2b", size: 64, block: 128},
	"blake2s":    {name: "blake2s", size: 32, block: 64},
}

var guaranteed = []string{"blake2b", "blake2s", "md5", "sha1", "sha224", "sha256", "sha384", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "sha512", "shake_128", "shake_256"}

// hashObj is a hash in progress.
type hashObj struct {
	algo  *algo
	size  int
	h     hash.Hash
	shake *sha3.SHAKE
}

func (*hashObj) Type() *vm.Type { return hashType }

func data(v vm.Value) ([]byte, error) {
	if _, ok := native.Str(v); ok {
		return nil, vm.Errorf(vm.TypeErrorType, "Strings must be encoded before hashing")
	}
	b, ok := native.Buffer(v)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "object supporting the buffer API required")
	}
	return b, nil
}

func (h *hashObj) write(b []byte) {
	if h.shake != nil {
		h.shake.Write(b)
	} else {
		h.h.Write(b)
	}
}

func hashUpdate(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("update", args[1:], kw); err != nil {
		return nil, err
	}
	b, err := data(args[1])
	if err != nil {
		return nil, err
	}
	args[0].(*hashObj).write(b)
	return vm.None, nil
}

func hashDigest(hexa bool) vm.BuiltinFunc {
	name := "digest"
	if hexa {
		name = "hexdigest"
	}
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		h := args[0].(*hashObj)
		var sum []byte
		if h.shake != nil {
			var n int
			if err := t.UnpackArgs(name, args[1:], kw, "length", &n); err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, vm.Errorf(vm.ValueErrorType, "length must be non-negative")
			}
			if err := t.Alloc(int64(n) * 2); err != nil {
				return nil, err
			}
			c, err := cloneShake(h.algo, h.shake)
			if err != nil {
				return nil, vm.Errorf(vm.ValueErrorType, "%s", err.Error())
			}
			sum = make([]byte, n)
			c.Read(sum)
		} else {
			if err := native.Count(name, name, args[1:], kw, 0, 0); err != nil {
				return nil, vm.Errorf(vm.TypeErrorType, "HASH.%s() takes no arguments (%d given)", name, len(args)-1)
			}
			sum = h.h.Sum(nil)
		}
		if hexa {
			return vm.NewStr(hex.EncodeToString(sum)), nil
		}
		return vm.NewBytes(sum), nil
	}
}

// cloneShake copies a SHAKE state through its binary form.
func cloneShake(a *algo, s *sha3.SHAKE) (*sha3.SHAKE, error) {
	b, err := s.MarshalBinary()
	if err != nil {
		return nil, err
	}
	c := a.shake()
	if err := c.UnmarshalBinary(b); err != nil {
		return nil, err
	}
	return c, nil
}

func hashCopy(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	h := args[0].(*hashObj)
	c := &hashObj{algo: h.algo, size: h.size}
	if h.shake != nil {
		s, err := cloneShake(h.algo, h.shake)
		if err != nil {
			return nil, vm.Errorf(vm.ValueErrorType, "%s", err.Error())
		}
		c.shake = s
		return c, nil
	}
	state, err := h.h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		return nil, vm.Errorf(vm.ValueErrorType, "%s", err.Error())
	}
	c.h = newHashLike(h)
	if err := c.h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state); err != nil {
		return nil, vm.Errorf(vm.ValueErrorType, "%s", err.Error())
	}
	return c, nil
}

// newHashLike returns a fresh hash of h's kind and parameters.
func newHashLike(h *hashObj) hash.Hash {
	return h.algo.make()
}

// constructor is hashlib.md5 and friends: (data=b”, *, usedforsecurity=True).
func constructor(a *algo) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		pos, kwargs := native.Kwargs(args, kw)
		var init vm.Value
		if len(pos) > 1 {
			return nil, vm.Errorf(vm.TypeErrorType, "%s() takes at most 1 positional argument (%d given)", "openssl_"+a.name, len(pos))
		}
		if len(pos) == 1 {
			init = pos[0]
		}
		for k, v := range kwargs {
			switch k {
			case "usedforsecurity":
			case "string":
				init = v
			default:
				return nil, vm.Errorf(vm.TypeErrorType, "'%s' is an invalid keyword argument for openssl_%s()", k, a.name)
			}
		}
		h := &hashObj{algo: a, size: a.size}
		if a.shake != nil {
			h.shake = a.shake()
		} else {
			h.h = a.make()
		}
		if init != nil {
			b, err := data(init)
			if err != nil {
				return nil, err
			}
			h.write(b)
		}
		return h, nil
	}
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	funcs := native.Funcs{}
	for name, a := range algos {
		if name != "blake2b" && name != "blake2s" {
			funcs[name] = constructor(a)
		}
	}
	funcs["new"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		pos, kwargs := native.Kwargs(args, kw)
		var nameV vm.Value
		if len(pos) > 0 {
			nameV, pos = pos[0], pos[1:]
		} else if v, ok := kwargs["name"]; ok {
			nameV = v
			delete(kwargs, "name")
		} else {
			return nil, vm.Errorf(vm.TypeErrorType, "__hash_new() missing 1 required positional argument: 'name'")
		}
		name, ok := native.Str(nameV)
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "new() argument 'name' must be str, not %s", native.TypeName(nameV))
		}
		a, ok := algos[strings.ToLower(name)]
		if !ok {
			return nil, vm.Errorf(vm.ValueErrorType, "unsupported hash type %s", name)
		}
		var names []string
		rest := append([]vm.Value(nil), pos...)
		for k, v := range kwargs {
			names = append(names, k)
			rest = append(rest, v)
		}
		switch a.name {
		case "blake2b":
			return t.Call(variantB.typ, rest, names)
		case "blake2s":
			return t.Call(variantS.typ, rest, names)
		}
		return constructor(a)(t, rest, names)
	}
	funcs["pbkdf2_hmac"] = pbkdf2HMAC
	m := native.NewModule("hashlib", funcs)
	m.Dict().SetString("blake2b", variantB.typ)
	m.Dict().SetString("blake2s", variantS.typ)
	var avail, guar []vm.Value
	names := make([]string, 0, len(algos))
	for n := range algos {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		avail = append(avail, vm.NewStr(n))
	}
	for _, n := range guaranteed {
		guar = append(guar, vm.NewStr(n))
	}
	as, gs := vm.NewFrozenSet(), vm.NewFrozenSet()
	for _, v := range avail {
		if err := t.SetAdd(as, v); err != nil {
			return nil, err
		}
	}
	for _, v := range guar {
		if err := t.SetAdd(gs, v); err != nil {
			return nil, err
		}
	}
	m.Dict().SetString("algorithms_available", as)
	m.Dict().SetString("algorithms_guaranteed", gs)
	return m, nil
}

// pbkdf2HMAC is hashlib.pbkdf2_hmac(hash_name, password, salt, iterations,
// dklen=None).
func pbkdf2HMAC(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("pbkdf2_hmac", args, kw, 4, "hash_name", "password", "salt", "iterations", "dklen")
	if err != nil {
		return nil, err
	}
	name, ok := native.Str(a[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "pbkdf2_hmac() argument 'hash_name' must be str, not %s", native.TypeName(a[0]))
	}
	alg, ok := algos[strings.ToLower(name)]
	if !ok || alg.make == nil {
		return nil, vm.Errorf(vm.ValueErrorType, "unsupported hash type %s", name)
	}
	password, err := data(a[1])
	if err != nil {
		return nil, err
	}
	salt, err := data(a[2])
	if err != nil {
		return nil, err
	}
	iter, err := native.Int64(t, a[3], "iteration value is too great.")
	if err != nil {
		return nil, err
	}
	if iter < 1 {
		return nil, vm.Errorf(vm.ValueErrorType, "iteration value must be greater than 0.")
	}
	dklen := int64(alg.size)
	if a[4] != nil && a[4] != vm.None {
		if dklen, err = native.Int64(t, a[4], "key length is too great."); err != nil {
			return nil, err
		}
		if dklen < 1 {
			return nil, vm.Errorf(vm.ValueErrorType, "key length must be greater than 0.")
		}
	}
	if err := t.Alloc(dklen); err != nil {
		return nil, err
	}
	key, err := pbkdf2Key(t, alg.make, password, salt, int(iter), int(dklen))
	if err != nil {
		return nil, err
	}
	return vm.NewBytes(key), nil
}

// pbkdf2Key is PBKDF2 (RFC 8018) with HMAC over newHash. It checks for
// interruption every 1024 iterations: a call of crypto/pbkdf2 runs to its
// end however many iterations it was asked for (10**8 take a minute).
func pbkdf2Key(t *vm.Thread, newHash func() hash.Hash, password, salt []byte, iter, keyLen int) ([]byte, error) {
	prf := hmac.New(newHash, password)
	hLen := prf.Size()
	blocks := (keyLen + hLen - 1) / hLen
	dk := make([]byte, 0, blocks*hLen)
	u := make([]byte, 0, hLen)
	var ctr [4]byte
	for block := 1; block <= blocks; block++ {
		prf.Reset()
		prf.Write(salt)
		binary.BigEndian.PutUint32(ctr[:], uint32(block))
		prf.Write(ctr[:])
		start := len(dk)
		dk = prf.Sum(dk)
		acc := dk[start:]
		u = append(u[:0], acc...)
		for n := 2; n <= iter; n++ {
			if n&1023 == 0 {
				if err := t.Interrupted(); err != nil {
					return nil, err
				}
			}
			prf.Reset()
			prf.Write(u)
			u = prf.Sum(u[:0])
			for i := range acc {
				acc[i] ^= u[i]
			}
		}
	}
	return dk[:keyLen], nil
}
