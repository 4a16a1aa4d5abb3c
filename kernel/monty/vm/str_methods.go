package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// recvStr returns the str receiver of a str method.
func recvStr(x Value, method string) (*Str, error) {
	switch v := x.(type) {
	case *Str:
		return v, nil
	case *Object:
		if s, ok := v.base.(*Str); ok {
			return s, nil
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'str' objects doesn't apply to a '%s' object", method, typeName(x))
}

// argStr returns a str argument, with the message str methods use.
func argStr(x Value, what string) (string, error) {
	switch v := x.(type) {
	case *Str:
		return v.s, nil
	case *Object:
		if s, ok := v.base.(*Str); ok {
			return s.s, nil
		}
	}
	return "", Errorf(TypeErrorType, "%s must be str, not %s", what, typeName(x))
}

func textErr(err error) error {
	if e, ok := err.(*text.Error); ok {
		cls := ExceptionTypeByName(e.Type)
		if cls == nil {
			cls = ValueErrorType
		}
		return Errorf(cls, "%s", e.Msg)
	}
	return convertFormatError(err)
}

// strMethod registers a str method taking the receiver as *Str.
func strMethod(name string, fn func(t *Thread, s *Str, args []Value, kw []string) (Value, error)) {
	StrType.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "unbound method str.%s() needs an argument", name)
		}
		s, err := recvStr(args[0], name)
		if err != nil {
			return nil, err
		}
		return fn(t, s, args[1:], kw)
	}, fn)
}

// startEnd converts the optional start and end arguments of the search
// methods.
func (t *Thread) startEnd(args []Value) (int, int, error) {
	start, end := 0, math.MaxInt
	if len(args) > 0 && args[0] != None {
		i, err := t.sliceIndex(args[0])
		if err != nil {
			return 0, 0, err
		}
		start = i
	}
	if len(args) > 1 && args[1] != None {
		i, err := t.sliceIndex(args[1])
		if err != nil {
			return 0, 0, err
		}
		end = i
	}
	return start, end, nil
}

func strList(parts []string) *List {
	elems := make([]Value, len(parts))
	for i, p := range parts {
		elems[i] = NewStr(p)
	}
	return &List{elems: elems}
}

// strMethods are the methods of str, registered by setupStr.
var strMethods = []method[*Str]{
	{"isalnum", strIsalnum},
	{"isalpha", strIsalpha},
	{"isascii", strIsascii},
	{"isdecimal", strIsdecimal},
	{"isdigit", strIsdigit},
	{"isidentifier", strIsidentifier},
	{"islower", strIslower},
	{"isnumeric", strIsnumeric},
	{"isprintable", strIsprintable},
	{"isspace", strIsspace},
	{"istitle", strIstitle},
	{"isupper", strIsupper},
	{"upper", strUpper},
	{"lower", strLower},
	{"casefold", strCasefold},
	{"swapcase", strSwapcase},
	{"title", strTitle},
	{"capitalize", strCapitalize},
	{"strip", strStrip},
	{"lstrip", strLstrip},
	{"rstrip", strRstrip},
	{"center", strCenter},
	{"ljust", strLjust},
	{"rjust", strRjust},
	{"zfill", strZfill},
	{"expandtabs", strExpandtabs},
	{"find", strFind},
	{"rfind", strRfind},
	{"count", strCount},
	{"index", strIndex},
	{"rindex", strRindex},
	{"startswith", strStartswith},
	{"endswith", strEndswith},
	{"replace", strReplace},
	{"removeprefix", strRemoveprefix},
	{"removesuffix", strRemovesuffix},
	{"split", strSplit},
	{"rsplit", strRsplit},
	{"splitlines", strSplitlines},
	{"partition", strPartition},
	{"rpartition", strRpartition},
	{"join", strJoin},
	{"encode", strEncode},
	{"format", strFormat},
	{"format_map", strFormatMap},
	{"translate", strTranslate},
	{"__len__", strLen},
	{"__getitem__", strGetitem},
	{"__contains__", strContainsMethod},
	{"__iter__", strIter},
	{"__hash__", strHashMethod},
	{"__str__", strStr},
	{"__repr__", strReprMethod},
	{"__format__", strFormatMethod},
	{"__getnewargs__", strGetnewargs},
	{"__add__", strAdd},
	{"__mul__", strMul},
	{"__rmul__", strRmul},
	{"__mod__", strMod},
	{"__rmod__", strRmod},
	{"__lt__", strLt},
	{"__le__", strLe},
	{"__eq__", strEq},
	{"__ne__", strNe},
	{"__gt__", strGt},
	{"__ge__", strGe},
}

func setupStr() {
	c := StrType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var obj, encoding, errors Value
		if err := UnpackArgs("str", args, kw, "object?", &obj, "encoding?", &encoding, "errors?", &errors); err != nil {
			return nil, err
		}
		var r Value = emptyStr
		if encoding != nil {
			if _, err := argStr(encoding, ""); err != nil {
				return nil, Errorf(TypeErrorType, "str() argument 'encoding' must be str, not %s", typeName(encoding))
			}
		}
		if errors != nil {
			if _, err := argStr(errors, ""); err != nil {
				return nil, Errorf(TypeErrorType, "str() argument 'errors' must be str, not %s", typeName(errors))
			}
		}
		if obj != nil {
			if encoding != nil || errors != nil {
				b, ok := bytesLike(obj)
				if !ok {
					return nil, Errorf(TypeErrorType, "decoding to str: need a bytes-like object, %s found", typeName(obj))
				}
				enc := "utf-8"
				if e, ok := encoding.(*Str); ok {
					enc = e.s
				}
				errs := "strict"
				if e, ok := errors.(*Str); ok {
					errs = e.s
				}
				s, err := decodeBytes(b, enc, errs)
				if err != nil {
					return nil, err
				}
				r = NewStr(s)
			} else {
				s, err := t.StrValue(obj)
				if err != nil {
					return nil, err
				}
				r = s
			}
		}
		if cls == StrType {
			return r, nil
		}
		return wrapInstance(cls, r), nil
	}
	for _, m := range strMethods {
		strMethod(m.name, m.fn)
	}
	c.addStaticMethod("maketrans", strMaketrans)
	strRepr = c.dict.mustGet("__repr__")
}

// strPredicate is the body of str's predicates (isalnum ...): f of the
// string, no arguments.
func strPredicate(t *Thread, s *Str, args []Value, kw []string, name string, f func(string) bool) (Value, error) {
	if err := checkArgs("str."+name, args, kw, 0, 0); err != nil {
		return nil, err
	}
	return Bool(f(s.s)), nil
}

// strCaseMap is the body of str's case mappings (upper ...).
func strCaseMap(t *Thread, s *Str, args []Value, kw []string, name string, f func(string) string) (Value, error) {
	if err := checkArgs("str."+name, args, kw, 0, 0); err != nil {
		return nil, err
	}
	// A case mapping is about as long as its input (up to three
	// times for a few characters): charged before, the rest after.
	if err := t.Alloc(2 * int64(len(s.s))); err != nil {
		return nil, err
	}
	r := f(s.s)
	if extra := int64(len(r) - 2*len(s.s)); extra > 0 {
		if err := t.Alloc(extra); err != nil {
			return nil, err
		}
	}
	if r == s.s {
		return s, nil
	}
	return NewStr(r), nil
}

// strOperand returns the one operand of a str operator dunder.
func strOperand(args []Value) (Value, error) {
	if len(args) != 1 {
		return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args))
	}
	return args[0], nil
}

// strCompareWith is the body of str's comparison dunders; op indexes
// cmpDunders.
func strCompareWith(s *Str, args []Value, op int) (Value, error) {
	o, ok := args[0].(*Str)
	if !ok {
		if ob, isObj := args[0].(*Object); isObj {
			o, ok = ob.base.(*Str)
		}
		if !ok {
			return NotImplemented, nil
		}
	}
	return Bool(cmpResult(cmpOpOf(op), strings.Compare(s.s, o.s))), nil
}

// strIsalnum is the method str.isalnum.
func strIsalnum(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isalnum", text.IsAlnumStr)
}

// strIsalpha is the method str.isalpha.
func strIsalpha(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isalpha", text.IsAlphaStr)
}

// strIsascii is the method str.isascii.
func strIsascii(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isascii", text.IsASCIIStr)
}

// strIsdecimal is the method str.isdecimal.
func strIsdecimal(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isdecimal", text.IsDecimalStr)
}

// strIsdigit is the method str.isdigit.
func strIsdigit(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isdigit", text.IsDigitStr)
}

// strIsidentifier is the method str.isidentifier.
func strIsidentifier(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isidentifier", text.IsIdentifier)
}

// strIslower is the method str.islower.
func strIslower(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "islower", text.IsLowerStr)
}

// strIsnumeric is the method str.isnumeric.
func strIsnumeric(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isnumeric", text.IsNumericStr)
}

// strIsprintable is the method str.isprintable.
func strIsprintable(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isprintable", text.IsPrintableStr)
}

// strIsspace is the method str.isspace.
func strIsspace(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isspace", text.IsSpaceStr)
}

// strIstitle is the method str.istitle.
func strIstitle(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "istitle", text.IsTitleStr)
}

// strIsupper is the method str.isupper.
func strIsupper(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPredicate(t, s, args, kw, "isupper", text.IsUpperStr)
}

// strUpper is the method str.upper.
func strUpper(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "upper", text.Upper)
}

// strLower is the method str.lower.
func strLower(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "lower", text.Lower)
}

// strCasefold is the method str.casefold.
func strCasefold(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "casefold", text.CaseFold)
}

// strSwapcase is the method str.swapcase.
func strSwapcase(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "swapcase", text.SwapCase)
}

// strTitle is the method str.title.
func strTitle(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "title", text.Title)
}

// strCapitalize is the method str.capitalize.
func strCapitalize(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCaseMap(t, s, args, kw, "capitalize", text.Capitalize)
}

// strStripWith is the body of a family of str methods; name is the method's.
func strStripWith(t *Thread, s *Str, args []Value, kw []string, name string, ws func(string) string, chars func(string, string) string) (Value, error) {
	if err := checkArgs(name, args, kw, 0, 1); err != nil {
		return nil, err
	}
	var r string
	if len(args) == 0 || args[0] == None {
		r = ws(s.s)
	} else {
		cs, err := argStr(args[0], "")
		if err != nil {
			return nil, Errorf(TypeErrorType, "%s arg must be None or str", name)
		}
		r = chars(s.s, cs)
	}
	if r == s.s {
		return s, nil
	}
	return NewStr(r), nil
}

// strStrip is the method str.strip.
func strStrip(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strStripWith(t, s, args, kw, "strip", text.Strip, text.StripChars)
}

// strLstrip is the method str.lstrip.
func strLstrip(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strStripWith(t, s, args, kw, "lstrip", text.LStrip, text.LStripChars)
}

// strRstrip is the method str.rstrip.
func strRstrip(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strStripWith(t, s, args, kw, "rstrip", text.RStrip, text.RStripChars)
}

// strPadWith is the body of a family of str methods; name is the method's.
func strPadWith(t *Thread, s *Str, args []Value, kw []string, name string, f func(string, int, rune) string) (Value, error) {
	if err := checkArgs(name, args, kw, 1, 2); err != nil {
		return nil, err
	}
	w, err := t.index(args[0])
	if err != nil {
		return nil, err
	}
	fill := ' '
	if len(args) > 1 {
		fs, ok := args[1].(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "%s() argument 2 must be str, not %s", name, typeName(args[1]))
		}
		if fs.Len() != 1 {
			return nil, Errorf(TypeErrorType, "The fill character must be exactly one character long")
		}
		fill, _ = utf8.DecodeRuneInString(fs.s)
	}
	if w <= int64(s.Len()) {
		return s, nil
	}
	if err := t.Alloc(w); err != nil {
		return nil, err
	}
	return NewStr(f(s.s, int(w), fill)), nil
}

// strCenter is the method str.center.
func strCenter(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPadWith(t, s, args, kw, "center", text.Center)
}

// strLjust is the method str.ljust.
func strLjust(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPadWith(t, s, args, kw, "ljust", text.LJust)
}

// strRjust is the method str.rjust.
func strRjust(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPadWith(t, s, args, kw, "rjust", text.RJust)
}

// strSearchWith is the body of a family of str methods; name is the method's.
func strSearchWith(t *Thread, s *Str, args []Value, kw []string, name string, f func(s, sub string, start, end int) int) (Value, error) {
	if err := checkArgs(name, args, kw, 1, 3); err != nil {
		return nil, err
	}
	sub, err := argStr(args[0], name+"() argument 1")
	if err != nil {
		return nil, err
	}
	start, end, err := t.startEnd(args[1:])
	if err != nil {
		return nil, err
	}
	return MakeInt(int64(f(s.s, sub, start, end))), nil
}

// strFind is the method str.find.
func strFind(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSearchWith(t, s, args, kw, "find", text.Find)
}

// strRfind is the method str.rfind.
func strRfind(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSearchWith(t, s, args, kw, "rfind", text.RFind)
}

// strCount is the method str.count.
func strCount(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSearchWith(t, s, args, kw, "count", text.Count)
}

// strSearchIndexWith is the body of a family of str methods; name is the method's.
func strSearchIndexWith(t *Thread, s *Str, args []Value, kw []string, name string, f func(s, sub string, start, end int) (int, error)) (Value, error) {
	if err := checkArgs(name, args, kw, 1, 3); err != nil {
		return nil, err
	}
	sub, err := argStr(args[0], name+"() argument 1")
	if err != nil {
		return nil, err
	}
	start, end, err := t.startEnd(args[1:])
	if err != nil {
		return nil, err
	}
	i, err := f(s.s, sub, start, end)
	if err != nil {
		return nil, textErr(err)
	}
	return MakeInt(int64(i)), nil
}

// strIndex is the method str.index.
func strIndex(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSearchIndexWith(t, s, args, kw, "index", text.Index)
}

// strRindex is the method str.rindex.
func strRindex(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSearchIndexWith(t, s, args, kw, "rindex", text.RIndex)
}

// strAffixWith is the body of a family of str methods; name is the method's.
func strAffixWith(t *Thread, s *Str, args []Value, kw []string, name string, f func(s, p string, start, end int) bool) (Value, error) {
	if len(args) == 0 && len(kw) == 0 {
		return nil, Errorf(TypeErrorType, "%s() takes at least 1 argument (0 given)", name)
	}
	if err := checkArgs(name, args, kw, 1, 3); err != nil {
		return nil, err
	}
	start, end, err := t.startEnd(args[1:])
	if err != nil {
		return nil, err
	}
	if tup, ok := args[0].(Tuple); ok {
		for _, x := range tup {
			p, ok := x.(*Str)
			if !ok {
				return nil, Errorf(TypeErrorType, "tuple for %s must only contain str, not %s", name, typeName(x))
			}
			if f(s.s, p.s, start, end) {
				return True, nil
			}
		}
		return False, nil
	}
	p, ok := args[0].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "%s first arg must be str or a tuple of str, not %s", name, typeName(args[0]))
	}
	return Bool(f(s.s, p.s, start, end)), nil
}

// strStartswith is the method str.startswith.
func strStartswith(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strAffixWith(t, s, args, kw, "startswith", text.StartsWith)
}

// strEndswith is the method str.endswith.
func strEndswith(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strAffixWith(t, s, args, kw, "endswith", text.EndsWith)
}

// strSplitWith is the body of a family of str methods; name is the method's.
func strSplitWith(t *Thread, s *Str, args []Value, kw []string, name string, ws func(string, int) []string, sep func(string, string, int) ([]string, error)) (Value, error) {
	var sepV Value = None
	maxsplit := int64(-1)
	if err := t.UnpackArgs(name, args, kw, "sep?", &sepV, "maxsplit?", &maxsplit); err != nil {
		return nil, err
	}
	if sepV == None {
		if err := t.AllocElems(fieldCount(s.s, int(maxsplit)), pieceSize); err != nil {
			return nil, err
		}
		return strList(ws(s.s, int(maxsplit))), nil
	}
	sp, err := argStr(sepV, "must be str or None, not")
	if err != nil {
		return nil, Errorf(TypeErrorType, "must be str or None, not %s", typeName(sepV))
	}
	if sp != "" {
		pieces := int64(strings.Count(s.s, sp)) + 1
		if maxsplit >= 0 {
			pieces = min(pieces, maxsplit+1)
		}
		if err := t.AllocElems(pieces, pieceSize); err != nil {
			return nil, err
		}
	}
	parts, err := sep(s.s, sp, int(maxsplit))
	if err != nil {
		return nil, textErr(err)
	}
	return strList(parts), nil
}

// strSplit is the method str.split.
func strSplit(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSplitWith(t, s, args, kw, "split", text.Split, text.SplitSep)
}

// strRsplit is the method str.rsplit.
func strRsplit(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strSplitWith(t, s, args, kw, "rsplit", text.RSplit, text.RSplitSep)
}

// strPartitionWith is the body of a family of str methods; name is the method's.
func strPartitionWith(t *Thread, s *Str, args []Value, kw []string, name string, f func(s, sep string) (string, string, string, error)) (Value, error) {
	if err := checkArgs(name, args, kw, 1, 1); err != nil {
		return nil, err
	}
	sep, err := argStr(args[0], "must be str, not")
	if err != nil {
		return nil, Errorf(TypeErrorType, "must be str, not %s", typeName(args[0]))
	}
	a, b, c, err := f(s.s, sep)
	if err != nil {
		return nil, textErr(err)
	}
	return Tuple{NewStr(a), NewStr(b), NewStr(c)}, nil
}

// strPartition is the method str.partition.
func strPartition(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPartitionWith(t, s, args, kw, "partition", text.Partition)
}

// strRpartition is the method str.rpartition.
func strRpartition(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strPartitionWith(t, s, args, kw, "rpartition", text.RPartition)
}

// strAdd is the method str.__add__.
func strAdd(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	b, err := strOperand(args)
	if err != nil {
		return nil, err
	}
	bs, ok := b.(*Str)
	if !ok {
		if o, isObj := b.(*Object); isObj {
			bs, ok = o.base.(*Str)
		}
		if !ok {
			return NotImplemented, nil
		}
	}
	return t.strConcat(s, bs)
}

// strMul is the method str.__mul__.
func strMul(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	b, err := strOperand(args)
	if err != nil {
		return nil, err
	}
	n, ok := AsInt64(b)
	if !ok {
		return NotImplemented, nil
	}
	return t.strRepeat(s, n)
}

// strRmul is the method str.__rmul__.
func strRmul(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strMul(t, s, args, kw)
}

// strMod is the method str.__mod__.
func strMod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	b, err := strOperand(args)
	if err != nil {
		return nil, err
	}
	return t.strPercent(s, b)
}

// strRmod is the method str.__rmod__.
func strRmod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if _, err := strOperand(args); err != nil {
		return nil, err
	}
	return NotImplemented, nil
}

// strLt is the method str.__lt__.
func strLt(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 0)
}

// strLe is the method str.__le__.
func strLe(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 1)
}

// strEq is the method str.__eq__.
func strEq(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 2)
}

// strNe is the method str.__ne__.
func strNe(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 3)
}

// strGt is the method str.__gt__.
func strGt(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 4)
}

// strGe is the method str.__ge__.
func strGe(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return strCompareWith(s, args, 5)
}

// strMaketrans is the static method str.maketrans.
func strMaketrans(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("maketrans", args, kw, 1, 3); err != nil {
		return nil, err
	}
	d := NewDict(0)
	if len(args) == 1 {
		src, ok := args[0].(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "if you give only one argument to maketrans it must be a dict")
		}
		var err error
		src.Items(func(k, v Value) bool {
			switch kk := k.(type) {
			case *Str:
				if kk.Len() != 1 {
					err = Errorf(ValueErrorType, "string keys in translate table must be of length 1")
					return false
				}
				r, _ := decodeRune(kk.s)
				err = t.DictSet(d, MakeInt(int64(r)), v)
			case Int:
				err = t.DictSet(d, kk, v)
			default:
				err = Errorf(TypeErrorType, "keys in translate table must be strings or integers")
			}
			return err == nil
		})
		return d, err
	}
	x, err := argStr(args[0], "maketrans() argument 1")
	if err != nil {
		return nil, err
	}
	y, err := argStr(args[1], "maketrans() argument 2")
	if err != nil {
		return nil, err
	}
	z := ""
	if len(args) > 2 {
		if z, err = argStr(args[2], "maketrans() argument 3"); err != nil {
			return nil, err
		}
	}
	entries, err := text.MakeTrans(x, y, z)
	if err != nil {
		return nil, textErr(err)
	}
	for _, e := range entries {
		var v Value = MakeInt(int64(e.To))
		if e.Delete {
			v = None
		}
		t.DictSet(d, MakeInt(int64(e.From)), v)
	}
	return d, nil
}

// strJoin is sep.join(iterable).
func (t *Thread) strJoin(sep *Str, it Value) (Value, error) {
	var items []Value
	switch v := it.(type) {
	case *List:
		items = v.elems
	case Tuple:
		items = v
	default:
		l, err := t.ToList(it)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(it) {
				return nil, Errorf(TypeErrorType, "can only join an iterable")
			}
			return nil, err
		}
		items = l
	}
	if len(items) == 1 {
		if s, ok := items[0].(*Str); ok {
			return s, nil
		}
	}
	n := len(sep.s) * max(len(items)-1, 0)
	for i, x := range items {
		s, ok := x.(*Str)
		if !ok {
			if o, isObj := x.(*Object); isObj {
				if bs, ok := o.base.(*Str); ok {
					n += len(bs.s)
					continue
				}
			}
			return nil, Errorf(TypeErrorType, "sequence item %d: expected str instance, %s found", i, typeName(x))
		}
		n += len(s.s)
	}
	if err := t.Alloc(int64(n)); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(n)
	for i, x := range items {
		if i > 0 {
			b.WriteString(sep.s)
		}
		if s, ok := x.(*Str); ok {
			b.WriteString(s.s)
		} else {
			b.WriteString(x.(*Object).base.(*Str).s)
		}
	}
	return NewStr(b.String()), nil
}

// strSlice returns s[slice].
func (t *Thread) strSlice(s *Str, sl *Slice) (Value, error) {
	n := s.Len()
	start, stop, step, err := t.sliceIndices(sl, n)
	if err != nil {
		return nil, err
	}
	if step == 1 {
		if start >= stop {
			return emptyStr, nil
		}
		if start == 0 && stop == n {
			return s, nil
		}
		if s.isASCII() {
			return newStrN(s.s[start:stop], stop-start), nil
		}
		return newStrN(text.Slice(s.s, start, stop), stop-start), nil
	}
	k := sliceLength(start, stop, step)
	if s.isASCII() {
		b := make([]byte, k)
		for i, j := 0, start; i < k; i, j = i+1, j+step {
			b[i] = s.s[j]
		}
		return newStrN(string(b), k), nil
	}
	return newStrN(text.SliceStep(s.s, start, stop, step), k), nil
}

func strContains(s, sub string) bool { return strings.Contains(s, sub) }

// formatResolver lets format.Render look fields up for str.format.
type formatResolver struct {
	t       *Thread
	pos     []Value
	kwnames []string
	kwvals  []Value
	mapping Value
}

func (r *formatResolver) Positional(i int) (Value, bool) {
	if i < len(r.pos) {
		return r.pos[i], true
	}
	return nil, false
}

func (r *formatResolver) Keyword(key string) (Value, error) {
	if r.mapping != nil {
		return r.t.GetItem(r.mapping, NewStr(key))
	}
	for i, n := range r.kwnames {
		if n == key {
			return r.kwvals[i], nil
		}
	}
	return nil, NewException(KeyErrorType, NewStr(key))
}

func (r *formatResolver) Attr(v Value, name string) (Value, error) {
	return r.t.GetAttr(v, NewStr(name))
}

func (r *formatResolver) Item(v Value, key string, index int) (Value, error) {
	if index >= 0 {
		return r.t.GetItem(v, MakeInt(int64(index)))
	}
	return r.t.GetItem(v, NewStr(key))
}

func (r *formatResolver) Convert(v Value, conv rune) (Value, error) {
	var s string
	var err error
	switch conv {
	case 's':
		s, err = r.t.Str(v)
	case 'r':
		s, err = r.t.Repr(v)
	case 'a':
		s, err = r.t.Repr(v)
		s = format.ASCII(s)
	}
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

func (r *formatResolver) Format(v Value, spec string) (string, error) {
	s, err := r.t.Format(v, spec)
	if err != nil {
		return "", err
	}
	// Each field is charged twice, for the result's doubling buffer, so
	// that repeated fields ('{0}' * n) fill the budget, not the heap.
	return s, r.t.Alloc(2 * int64(len(s)))
}

// percentArg adapts a value to format.Arg for printf-style formatting.
type percentArg struct {
	t *Thread
	v Value
}

func (a percentArg) TypeName() string      { return typeName(a.v) }
func (a percentArg) Str() (string, error)  { return a.t.Str(a.v) }
func (a percentArg) Repr() (string, error) { return a.t.Repr(a.v) }
func (a percentArg) AsStr() (string, bool) {
	if s, ok := a.v.(*Str); ok {
		return s.s, true
	}
	return "", false
}
func (a percentArg) IsInt() bool { return isInt(a.v) }
func (a percentArg) Int(index bool) (int64, *big.Int, error) {
	x := unwrapNum(a.v)
	switch v := x.(type) {
	case Int:
		return int64(v), nil, nil
	case Bool:
		if v {
			return 1, nil, nil
		}
		return 0, nil, nil
	case *BigInt:
		return 0, v.Big(), nil
	case Float:
		if index {
			return 0, nil, format.ErrWrongType
		}
		r, err := floatToInt(float64(v))
		if err != nil {
			return 0, nil, err
		}
		return a.intResult(r)
	}
	if !index && x.Type().Lookup("__index__") == nil && x.Type().Lookup("__int__") == nil && x.Type().Lookup("__float__") == nil {
		// PyNumber_Check fails: int() of a str or bytes is not tried.
		return 0, nil, format.ErrWrongType
	}
	var r Value
	var err error
	if index {
		var n int64
		n, err = a.t.index(x)
		r = MakeInt(n)
	} else {
		r, err = a.t.toIntConstructor(x)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType {
			return 0, nil, format.ErrWrongType
		}
		return 0, nil, err
	}
	return a.intResult(r)
}

func (a percentArg) intResult(r Value) (int64, *big.Int, error) {
	switch v := r.(type) {
	case Int:
		return int64(v), nil, nil
	case *BigInt:
		return 0, v.Big(), nil
	}
	return 0, nil, format.ErrWrongType
}

func (a percentArg) Float() (float64, error) {
	x := unwrapNum(a.v)
	f, ok, err := floatOperand(x)
	if err != nil {
		return 0, err
	}
	if ok {
		return f, nil
	}
	if m := x.Type().Lookup("__float__"); m != nil {
		r, err := a.t.toFloat(x)
		if err != nil {
			return 0, err
		}
		return float64(r.(Float)), nil
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", typeName(a.v))
}

// tupleBase returns the items of a tuple or an instance of a tuple
// subclass.
func tupleBase(x Value) (Tuple, bool) {
	switch v := x.(type) {
	case Tuple:
		return v, true
	case *Object:
		tu, ok := v.base.(Tuple)
		return tu, ok
	}
	return nil, false
}

// isPercentMapping reports whether the right operand of % is used as a
// mapping: it has __getitem__ and is not a tuple, str or bytes-like
// (CPython's PyMapping_Check && !PyTuple_Check && !PyUnicode_Check).
func isPercentMapping(x Value) bool {
	if x.Type().Lookup("__getitem__") == nil {
		return false
	}
	switch v := x.(type) {
	case *Str, Tuple, *Bytes, *ByteArray:
		return false
	case *Object:
		switch v.base.(type) {
		case *Str, Tuple, *Bytes, *ByteArray:
			return false
		}
	}
	return true
}

// strPercent is fmt % args.
func (t *Thread) strPercent(f *Str, args Value) (Value, error) {
	if v, ok, err := t.strPercentOne(f.s, args); ok {
		return v, err
	}
	if v, ok, err := t.strPercentFast(f.s, args); ok {
		return v, err
	}
	var list []format.Arg
	tuple := false
	var mapping func(string) (format.Arg, error)
	if a, ok := tupleBase(args); ok {
		tuple = true
		list = make([]format.Arg, len(a))
		for i, x := range a {
			list[i] = percentArg{t, x}
		}
	} else {
		list = []format.Arg{percentArg{t, args}}
		if isPercentMapping(args) {
			mapping = func(key string) (format.Arg, error) {
				v, err := t.GetItem(args, NewStr(key))
				if err != nil {
					return nil, err
				}
				return percentArg{t, v}, nil
			}
		}
	}
	s, err := format.Percent(f.s, list, tuple, mapping, t.fmtLimits())
	if err != nil {
		return nil, convertFormatError(err)
	}
	return NewStr(s), nil
}

// strPercentOne is str % x for the commonest case, a format with one
// plain %d, %i or %s and an int or a str: no parse, no argument list.
func (t *Thread) strPercentOne(f string, x Value) (Value, bool, error) {
	i := strings.IndexByte(f, '%')
	if i < 0 || i+1 >= len(f) || strings.IndexByte(f[i+2:], '%') >= 0 {
		return nil, false, nil
	}
	var b []byte
	switch f[i+1] {
	case 'd', 'i':
		n, ok := x.(Int)
		if !ok {
			return nil, false, nil
		}
		if err := t.Alloc(int64(len(f) + 20)); err != nil {
			return nil, true, err
		}
		b = make([]byte, 0, len(f)+20)
		b = append(b, f[:i]...)
		b = strconv.AppendInt(b, int64(n), 10)
	case 's':
		s, ok := x.(*Str)
		if !ok {
			return nil, false, nil
		}
		if err := t.Alloc(int64(len(f) + len(s.s))); err != nil {
			return nil, true, err
		}
		b = make([]byte, 0, len(f)+len(s.s))
		b = append(b, f[:i]...)
		b = append(b, s.s...)
	default:
		return nil, false, nil
	}
	b = append(b, f[i+2:]...)
	return NewStr(string(b)), true, nil
}

// strZfill is str.zfill().
func strZfill(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("zfill", args, kw, 1, 1); err != nil {
		return nil, err
	}
	w, err := t.index(args[0])
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(w); err != nil {
		return nil, err
	}
	return NewStr(text.ZFill(s.s, int(w))), nil
}

// strExpandtabs is str.expandtabs().
func strExpandtabs(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	ts := int64(8)
	if err := t.UnpackArgs("expandtabs", args, kw, "tabsize?", &ts); err != nil {
		return nil, err
	}
	if err := t.Alloc(expandTabsSize(s.s, ts)); err != nil {
		return nil, err
	}
	return NewStr(text.ExpandTabs(s.s, int(ts))), nil
}

// strReplace is str.replace().
func strReplace(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("replace", args, kw, 2, 3); err != nil {
		return nil, err
	}
	old, err := argStr(args[0], "replace() argument 1")
	if err != nil {
		return nil, err
	}
	nw, err := argStr(args[1], "replace() argument 2")
	if err != nil {
		return nil, err
	}
	count := int64(-1)
	if len(args) > 2 {
		if count, err = t.index(args[2]); err != nil {
			return nil, err
		}
	}
	if len(nw) > len(old) {
		n := int64(strings.Count(s.s, old))
		if old == "" {
			n = int64(s.Len() + 1)
		}
		if err := t.Alloc(int64(len(s.s)) + n*int64(len(nw)-len(old))); err != nil {
			return nil, err
		}
	}
	r := text.Replace(s.s, old, nw, int(count))
	if r == s.s {
		return s, nil
	}
	return NewStr(r), nil
}

// strRemoveprefix is str.removeprefix().
func strRemoveprefix(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("removeprefix", args, kw, 1, 1); err != nil {
		return nil, err
	}
	p, err := argStr(args[0], "removeprefix() argument")
	if err != nil {
		return nil, err
	}
	return NewStr(text.RemovePrefix(s.s, p)), nil
}

// strRemovesuffix is str.removesuffix().
func strRemovesuffix(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("removesuffix", args, kw, 1, 1); err != nil {
		return nil, err
	}
	p, err := argStr(args[0], "removesuffix() argument")
	if err != nil {
		return nil, err
	}
	return NewStr(text.RemoveSuffix(s.s, p)), nil
}

// strSplitlines is str.splitlines().
func strSplitlines(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	keepends := 0 // an int, as CPython's: splitlines('x') is a TypeError
	if err := t.UnpackArgs("splitlines", args, kw, "keepends?", &keepends); err != nil {
		return nil, err
	}
	keep := keepends != 0
	if err := t.AllocElems(lineCount(s.s), pieceSize); err != nil {
		return nil, err
	}
	return strList(text.SplitLines(s.s, keep)), nil
}

// strJoin is str.join().
func strJoin(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("str.join", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return t.strJoin(s, args[0])
}

// strEncode is str.encode().
func strEncode(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	enc, errs := "utf-8", "strict"
	if err := t.UnpackArgs("encode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
		return nil, err
	}
	// UTF-32 takes four bytes a character, at most four times the
	// UTF-8 of s; other codecs at most twice it.
	if err := t.Alloc(4 * int64(len(s.s))); err != nil {
		return nil, err
	}
	b, err := encodeStr(s.s, enc, errs)
	if err != nil {
		return nil, err
	}
	return NewBytes(b), nil
}

// strFormat is str.format().
func strFormat(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	npos := len(args) - len(kw)
	r := &formatResolver{t: t, pos: args[:npos], kwnames: kw, kwvals: args[npos:]}
	out, err := format.Render(nil, s.s, r, true)
	if err != nil {
		return nil, convertFormatError(err)
	}
	return NewStr(string(out)), nil
}

// strFormatMap is str.format_map().
func strFormatMap(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("format_map", args, kw, 1, 1); err != nil {
		return nil, err
	}
	r := &formatResolver{t: t, mapping: args[0]}
	out, err := format.Render(nil, s.s, r, false)
	if err != nil {
		return nil, convertFormatError(err)
	}
	return NewStr(string(out)), nil
}

// strTranslate is str.translate().
func strTranslate(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	if err := checkArgs("translate", args, kw, 1, 1); err != nil {
		return nil, err
	}
	table := args[0]
	n := 0
	r, err := text.Translate(s.s, func(r rune) (string, bool, error) {
		// The result is charged as it grows, and the deadline checked:
		// a mapping to long strings makes a large result slowly.
		if n++; n&4095 == 0 {
			if err := t.check(); err != nil {
				return "", false, err
			}
		}
		v, err := t.GetItem(table, MakeInt(int64(r)))
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class.IsSubtype(LookupErrorType) {
				return "", false, nil
			}
			return "", false, err
		}
		switch x := v.(type) {
		case NoneType:
			return "", true, nil
		case *Str:
			// Three times: the builder grows by doubling.
			return x.s, true, t.Alloc(3 * int64(len(x.s)))
		case Int:
			s, err := text.TranslateCodePoint(int64(x))
			if err != nil {
				return "", false, textErr(err)
			}
			return s, true, nil
		}
		return "", false, Errorf(TypeErrorType, "character mapping must return integer, None or str")
	})
	if err != nil {
		return nil, err
	}
	return NewStr(r), nil
}

// strLen is str.__len__().
func strLen(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(s.Len())), nil
}

// strGetitem is str.__getitem__().
func strGetitem(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return t.GetItem(s, args[0])
}

// strContainsMethod is str.__contains__().
func strContainsMethod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	r, err := t.Contains(s, args[0])
	return Bool(r), err
}

// strIter is str.__iter__().
func strIter(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return t.Iter(s)
}

// strHashMethod is str.__hash__().
func strHashMethod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return MakeInt(s.Hash()), nil
}

// strStr is str.__str__().
func strStr(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return s, nil
}

// strReprMethod is str.__repr__().
func strReprMethod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return NewStr(format.StrRepr(s.s)), nil
}

// strFormatMethod is str.__format__().
func strFormatMethod(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	spec, err := argStr(args[0], "format spec")
	if err != nil {
		return nil, err
	}
	r, err := t.Format(s, spec)
	return NewStr(r), err
}

// strGetnewargs is str.__getnewargs__().
func strGetnewargs(t *Thread, s *Str, args []Value, kw []string) (Value, error) {
	return Tuple{s}, nil
}
