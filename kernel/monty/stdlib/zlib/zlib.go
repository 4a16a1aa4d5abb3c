// Package zlib is Python's zlib module for monty: compress and decompress
// in the zlib, raw deflate and gzip formats (wbits as CPython reads it),
// the streaming Compress and Decompress objects, and the crc32 and adler32
// checksums, on Go's compress/flate, compress/zlib and compress/gzip.
//
// The compressed bytes need not equal CPython's (Go's deflate makes other
// choices at the same level); both decompress each other's output.
// A Decompress object keeps its input and inflates it afresh at each call,
// skipping what it already returned: Go's inflater cannot be resumed after
// running out of input. That costs time quadratic in the number of calls,
// paid under the deadline, and keeps unconsumed_tail and unused_data exact.
package zlib

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	goadler "hash/adler32"
	"hash/crc32"
	"io"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() {
	errorType = vm.NewNativeType(vm.NativeType{Name: "error", Module: "zlib", Base: vm.ExceptionType})
	compressType = vm.NewNativeType(vm.NativeType{
		Name: "Compress", Module: "zlib", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"compress": compressorCompress,
			"flush":    compressorFlush,
		},
	})
	decompressType = vm.NewNativeType(vm.NativeType{
		Name: "Decompress", Module: "zlib", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"decompress": decompressorDecompress,
			"flush":      decompressorFlush,
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"eof": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.Bool(self.(*decompressor).eof), nil
			},
			"unused_data": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.NewBytes(self.(*decompressor).unused), nil
			},
			"unconsumed_tail": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.NewBytes(self.(*decompressor).tail), nil
			},
		},
	})
	vm.RegisterModule("zlib", newModule)
}

var errorType, compressType, decompressType *vm.Type

// The constants of CPython's zlib, by their documented values.
var constants = map[string]int64{
	"MAX_WBITS": 15, "DEFLATED": 8, "DEF_MEM_LEVEL": 8, "DEF_BUF_SIZE": 16384,
	"Z_NO_COMPRESSION": 0, "Z_BEST_SPEED": 1, "Z_BEST_COMPRESSION": 9, "Z_DEFAULT_COMPRESSION": -1,
	"Z_DEFAULT_STRATEGY": 0, "Z_FILTERED": 1, "Z_HUFFMAN_ONLY": 2, "Z_RLE": 3, "Z_FIXED": 4,
	"Z_NO_FLUSH": 0, "Z_PARTIAL_FLUSH": 1, "Z_SYNC_FLUSH": 2, "Z_FULL_FLUSH": 3, "Z_FINISH": 4,
	"Z_BLOCK": 5, "Z_TREES": 6,
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("zlib", native.Funcs{
		"compress":      compress,
		"decompress":    decompress,
		"compressobj":   compressobj,
		"decompressobj": decompressobj,
		"crc32":         CRC32,
		"adler32":       adler32,
	})
	d := m.Dict()
	for name, v := range constants {
		d.SetString(name, vm.MakeInt(v))
	}
	d.SetString("ZLIB_VERSION", vm.NewStr("1.2.13"))
	d.SetString("ZLIB_RUNTIME_VERSION", vm.NewStr("1.2.13"))
	d.SetString("error", errorType)
	return m, nil
}

func zlibError(format string, args ...any) error {
	return vm.NewException(errorType, vm.NewStr(fmt.Sprintf(format, args...)))
}

// format is a stream's container, chosen by wbits.
type format int

const (
	formatZlib format = iota
	formatRaw
	formatGzip
	formatAuto // zlib or gzip, told apart by the header (decompression only)
)

// compressFormat reads wbits for compression: 9..15 zlib (8 is taken as
// 9, as zlib does), -9..-15 raw, 25..31 gzip. CPython reports any other
// value as a bad level, and so do we.
func compressFormat(wbits int) (format, bool) {
	switch {
	case wbits >= 8 && wbits <= 15:
		return formatZlib, true
	case wbits >= -15 && wbits <= -9:
		return formatRaw, true
	case wbits >= 25 && wbits <= 31:
		return formatGzip, true
	}
	return 0, false
}

// window is the window size (log 2) that wbits asks for: 9 to 15.
func window(wbits int) int {
	switch {
	case wbits < 0:
		wbits = -wbits
	case wbits > 15:
		wbits -= 16
	}
	return max(wbits, 9)
}

// decompressFormat reads wbits for decompression: 0 and 9..15 zlib (8
// fails on the header of a stream made with a larger window), -8..-15 raw,
// 16..31 gzip, 32..47 either.
func decompressFormat(wbits int) (format, bool) {
	switch {
	case wbits == 0 || wbits >= 8 && wbits <= 15:
		return formatZlib, true
	case wbits >= -15 && wbits <= -8:
		return formatRaw, true
	case wbits >= 16 && wbits <= 31:
		return formatGzip, true
	case wbits >= 32 && wbits <= 47:
		return formatAuto, true
	}
	return 0, false
}

// writer is a compressing stream over a buffer.
type writer interface {
	io.WriteCloser
	Flush() error
}

func newWriter(buf *bytes.Buffer, f format, wbits, level, strategy int, dict []byte) (writer, error) {
	requested := level // the header's FLEVEL names it, as zlib's does
	// Go's deflate always uses a 32 KB window: for a smaller one, which a
	// reader may rely on, it must not look back at all.
	if strategy == 2 || window(wbits) < 15 && level != 0 { // Z_HUFFMAN_ONLY
		level = flate.HuffmanOnly
	}
	switch f {
	case formatRaw:
		fw, err := flate.NewWriterDict(buf, level, dict)
		if err != nil {
			return nil, err
		}
		return &rawWriter{Writer: fw, dst: buf, level: level, dict: dict != nil}, nil
	case formatGzip:
		return gzip.NewWriterLevel(buf, level)
	}
	fw, err := flate.NewWriterDict(buf, level, dict)
	if err != nil {
		return nil, err
	}
	return &zlibWriter{rawWriter: rawWriter{Writer: fw, dst: buf, level: level, dict: dict != nil}, dictSum: goadler.Checksum(dict), hasDict: dict != nil, flevel: requested, sum: goadler.New()}, nil
}

// restarter is a writer that Z_FULL_FLUSH can start afresh: its deflater
// forgets the data so far, so that a reader may begin at the flush point.
type restarter interface{ restart() error }

// rawWriter is raw deflate that can restart.
type rawWriter struct {
	*flate.Writer
	dst   *bytes.Buffer
	level int
	dict  bool // made with a preset dictionary, which Reset would prime again
}

func (r *rawWriter) restart() error {
	if r.dict {
		fw, err := flate.NewWriter(r.dst, r.level)
		if err != nil {
			return err
		}
		r.Writer, r.dict = fw, false
		return nil
	}
	r.Writer.Reset(r.dst)
	return nil
}

// zlibWriter frames raw deflate as RFC 1950 does (Go's zlib.Writer cannot
// restart its deflater in mid-stream): a two-byte header, the dictionary's
// checksum when there is one, the deflate blocks, the data's Adler-32.
type zlibWriter struct {
	rawWriter
	dictSum uint32
	hasDict bool
	flevel  int // the level asked for, before the window forced Huffman only
	sum     hash.Hash32
	started bool
}

func (z *zlibWriter) header() {
	if z.started {
		return
	}
	z.started = true
	var flevel byte
	switch {
	case z.flevel >= 7:
		flevel = 3
	case z.flevel == 6 || z.flevel == -1:
		flevel = 2
	case z.flevel >= 2:
		flevel = 1
	}
	head := []byte{0x78, flevel << 6}
	if z.hasDict {
		head[1] |= 0x20
	}
	head[1] += byte(31 - (uint(head[0])<<8|uint(head[1]))%31)
	z.dst.Write(head)
	if head[1]&0x20 != 0 {
		z.dst.Write(binary.BigEndian.AppendUint32(nil, z.dictSum))
	}
}

func (z *zlibWriter) Write(p []byte) (int, error) {
	z.header()
	z.sum.Write(p)
	return z.Writer.Write(p)
}

func (z *zlibWriter) Flush() error {
	z.header()
	return z.Writer.Flush()
}

func (z *zlibWriter) Close() error {
	z.header()
	if err := z.Writer.Close(); err != nil {
		return err
	}
	z.dst.Write(binary.BigEndian.AppendUint32(nil, z.sum.Sum32()))
	return nil
}

func checkLevel(level int) error {
	if level < -1 || level > 9 {
		return zlibError("Bad compression level")
	}
	return nil
}

// compress is zlib.compress(data, /, level=-1, wbits=15).
func compress(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var data vm.Value
	level, wbits := -1, 15
	if err := positionalOnly("compress", kw); err != nil {
		return nil, err
	}
	if err := t.UnpackArgs("compress", args, kw, "data", &data, "level?", &level, "wbits?", &wbits); err != nil {
		return nil, err
	}
	b, err := buffer(data)
	if err != nil {
		return nil, err
	}
	f, ok := compressFormat(wbits)
	if !ok || checkLevel(level) != nil {
		return nil, zlibError("Bad compression level")
	}
	// Deflate never grows data by more than a few bytes per 16 KB block.
	if err := t.Alloc(int64(len(b)) + int64(len(b))/1000 + 64); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	w, err := newWriter(&buf, f, wbits, level, 0, nil)
	if err != nil {
		return nil, zlibError("Bad compression level")
	}
	if err := writeChunks(t, w, b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, zlibError("Error -2 while compressing data: %v", err)
	}
	out := buf.Bytes()
	if f == formatZlib {
		patchHeader(out, wbits)
	}
	return vm.NewBytes(out), nil
}

// writeChunks writes b in pieces, checking the deadline between them.
func writeChunks(t *vm.Thread, w io.Writer, b []byte) error {
	const chunk = 1 << 20
	for len(b) > 0 {
		n := min(len(b), chunk)
		if _, err := w.Write(b[:n]); err != nil {
			return zlibError("Error -2 while compressing data: %v", err)
		}
		b = b[n:]
		if err := t.Interrupted(); err != nil {
			return err
		}
	}
	return nil
}

// decompress is zlib.decompress(data, /, wbits=15, bufsize=16384).
func decompress(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var data vm.Value
	wbits, bufsize := 15, 16384
	if err := positionalOnly("decompress", kw); err != nil {
		return nil, err
	}
	if err := t.UnpackArgs("decompress", args, kw, "data", &data, "wbits?", &wbits, "bufsize?", &bufsize); err != nil {
		return nil, err
	}
	if bufsize < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "bufsize must be non-negative")
	}
	b, err := buffer(data)
	if err != nil {
		return nil, err
	}
	f, ok := decompressFormat(wbits)
	if !ok {
		return nil, zlibError("Error -2 while preparing to decompress data: inconsistent stream state")
	}
	res, err := inflate(t, b, f, nil, 0, 0)
	if err != nil {
		return nil, err
	}
	if !res.eof {
		return nil, zlibError("Error -5 while decompressing data: incomplete or truncated stream")
	}
	return vm.NewBytes(res.out), nil
}

// inflated is what one inflation of a whole input gave.
type inflated struct {
	out      []byte // output past skip, at most limit bytes when limit > 0
	consumed int    // input bytes the inflater read
	eof      bool   // the stream's end was reached
	more     bool   // output was left over past limit
}

// inflate decompresses in from its start, drops the first skip bytes of
// output and keeps at most limit (0: all) of the rest. Output is charged
// to the memory budget as it grows and the deadline is checked between
// pieces. Running out of input is not an error (eof says whether the
// stream ended).
func inflate(t *vm.Thread, in []byte, f format, dict []byte, skip, limit int) (inflated, error) {
	src := &countingReader{b: in}
	var res inflated
	if f == formatAuto {
		f = formatZlib
		if len(in) >= 2 && in[0] == 0x1f && in[1] == 0x8b {
			f = formatGzip
		}
	}
	var r io.Reader
	var err error
	switch f {
	case formatRaw:
		r = flate.NewReaderDict(src, dict)
	case formatGzip:
		var z *gzip.Reader
		if z, err = gzip.NewReader(src); err == nil {
			z.Multistream(false)
			r = z
		}
	default:
		r, err = zlib.NewReaderDict(src, dict)
	}
	if err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return res, nil
		}
		if errors.Is(err, zlib.ErrDictionary) && dict != nil {
			// zlib rejects the dictionary itself: its checksum is not the
			// one the stream names.
			return res, zlibError("Error -3 while setting zdict: invalid input data")
		}
		return res, inflateError(err)
	}
	piece := make([]byte, 32<<10)
	for {
		want := piece
		if limit > 0 {
			want = piece[:min(len(piece), skip+limit-len(res.out))]
		}
		n, err := r.Read(want)
		if n > 0 {
			p := piece[:n]
			if skip > 0 {
				d := min(skip, len(p))
				p, skip = p[d:], skip-d
			}
			if limit > 0 && len(res.out)+len(p) >= limit {
				// At the limit: whether output remains is for the next
				// call to find out.
				p = p[:limit-len(res.out)]
				res.more = true
			}
			if err := t.Alloc(int64(len(p))); err != nil {
				return res, err
			}
			res.out = append(res.out, p...)
			if res.more {
				res.consumed = src.off
				return res, nil
			}
		}
		if err == io.EOF {
			res.eof = true
			res.consumed = src.off
			return res, nil
		}
		if err != nil {
			res.consumed = src.off
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return res, nil
			}
			return res, inflateError(err)
		}
		if err := t.Interrupted(); err != nil {
			return res, err
		}
	}
}

// inflateError words Go's decoding errors as zlib's.
func inflateError(err error) error {
	switch {
	case errors.Is(err, zlib.ErrHeader), errors.Is(err, gzip.ErrHeader):
		return zlibError("Error -3 while decompressing data: incorrect header check")
	case errors.Is(err, zlib.ErrChecksum), errors.Is(err, gzip.ErrChecksum):
		return zlibError("Error -3 while decompressing data: incorrect data check")
	case errors.Is(err, zlib.ErrDictionary):
		return zlibError("Error 2 while decompressing data")
	}
	return zlibError("Error -3 while decompressing data: invalid block type")
}

// countingReader reads bytes one at a time when asked (it is an
// io.ByteReader, so the inflaters read no further than they need) and
// counts them.
type countingReader struct {
	b   []byte
	off int
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.off >= len(r.b) {
		return 0, io.EOF
	}
	n := copy(p, r.b[r.off:])
	r.off += n
	return n, nil
}

func (r *countingReader) ReadByte() (byte, error) {
	if r.off >= len(r.b) {
		return 0, io.EOF
	}
	c := r.b[r.off]
	r.off++
	return c, nil
}

// compressor is a zlib.Compress object.
type compressor struct {
	format   format
	wbits    int
	patched  bool // the zlib header's window field is set
	buf      bytes.Buffer
	w        writer
	finished bool
}

func (*compressor) Type() *vm.Type { return compressType }

// compressobj is zlib.compressobj(level=-1, method=DEFLATED, wbits=15,
// memLevel=8, strategy=Z_DEFAULT_STRATEGY, zdict=None).
func compressobj(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	level, method, wbits, memLevel, strategy := -1, 8, 15, 8, 0
	var zdict vm.Value
	if err := t.UnpackArgs("compressobj", args, kw, "level?", &level, "method?", &method, "wbits?", &wbits,
		"memLevel?", &memLevel, "strategy?", &strategy, "zdict?", &zdict); err != nil {
		return nil, err
	}
	f, ok := compressFormat(wbits)
	if !ok || method != 8 || memLevel < 1 || memLevel > 9 || strategy < 0 || strategy > 4 {
		return nil, vm.Errorf(vm.ValueErrorType, "Invalid initialization option")
	}
	if err := checkLevel(level); err != nil {
		return nil, vm.Errorf(vm.ValueErrorType, "Invalid initialization option")
	}
	dict, err := zdictBytes(zdict, true)
	if err != nil {
		return nil, err
	}
	c := &compressor{format: f, wbits: wbits}
	w, err := newWriter(&c.buf, f, wbits, level, strategy, dict)
	if err != nil {
		return nil, vm.Errorf(vm.ValueErrorType, "Invalid initialization option")
	}
	c.w = w
	return c, nil
}

func compressorCompress(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	c := args[0].(*compressor)
	if err := native.One("compress", args[1:], kw); err != nil {
		return nil, err
	}
	b, err := buffer(args[1])
	if err != nil {
		return nil, err
	}
	if c.finished {
		return nil, zlibError("Error -2 while compressing data: inconsistent stream state")
	}
	if err := t.Alloc(int64(len(b))/2 + 64); err != nil {
		return nil, err
	}
	if err := writeChunks(t, c.w, b); err != nil {
		return nil, err
	}
	return c.take(), nil
}

// take returns the compressed bytes made so far and empties the buffer.
func (c *compressor) take() vm.Value {
	out := bytes.Clone(c.buf.Bytes())
	c.buf.Reset()
	if c.format == formatZlib && !c.patched && len(out) >= 2 {
		patchHeader(out, c.wbits)
		c.patched = true
	}
	return vm.NewBytes(out)
}

// patchHeader writes the window size into a zlib header (Go's writer
// always says 32 KB) and mends its check bits.
func patchHeader(out []byte, wbits int) {
	if len(out) < 2 {
		return
	}
	out[0] = byte(window(wbits)-8)<<4 | out[0]&0x0f
	out[1] &^= 0x1f
	if rem := (uint(out[0])<<8 | uint(out[1])) % 31; rem != 0 {
		out[1] += byte(31 - rem)
	}
}

func compressorFlush(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	c := args[0].(*compressor)
	mode := int(constants["Z_FINISH"])
	if err := t.UnpackArgs("flush", args[1:], kw, "mode?", &mode); err != nil {
		return nil, err
	}
	if mode == 0 { // Z_NO_FLUSH
		return vm.NewBytes(nil), nil
	}
	if c.finished {
		return nil, zlibError("Error -2 while flushing: inconsistent stream state")
	}
	var err error
	if mode == int(constants["Z_FINISH"]) {
		err = c.w.Close()
		c.finished = true
	} else {
		err = c.w.Flush()
		if r, ok := c.w.(restarter); ok && err == nil && mode == int(constants["Z_FULL_FLUSH"]) {
			err = r.restart()
		}
	}
	if err != nil {
		return nil, zlibError("Error -2 while flushing: %v", err)
	}
	return c.take(), nil
}

// decompressor is a zlib.Decompress object: its input so far (up to the
// end of the stream once found), how much output it has returned, and
// the attributes CPython's has.
type decompressor struct {
	format   format
	dict     []byte
	in       []byte
	returned int
	eof      bool
	unused   []byte
	tail     []byte
}

func (*decompressor) Type() *vm.Type { return decompressType }

// decompressobj is zlib.decompressobj(wbits=15, zdict=b”).
func decompressobj(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	wbits := 15
	var zdict vm.Value
	if err := t.UnpackArgs("decompressobj", args, kw, "wbits?", &wbits, "zdict?", &zdict); err != nil {
		return nil, err
	}
	f, ok := decompressFormat(wbits)
	if !ok {
		return nil, vm.Errorf(vm.ValueErrorType, "Invalid initialization option")
	}
	dict, err := zdictBytes(zdict, false)
	if err != nil {
		return nil, err
	}
	return &decompressor{format: f, dict: dict}, nil
}

func decompressorDecompress(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := args[0].(*decompressor)
	var data vm.Value
	maxLength := 0
	if err := t.UnpackArgs("decompress", args[1:], kw, "data", &data, "max_length?", &maxLength); err != nil {
		return nil, err
	}
	if maxLength < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "max_length must be non-negative")
	}
	b, err := buffer(data)
	if err != nil {
		return nil, err
	}
	return d.feed(t, b, maxLength)
}

// feed adds input and returns the new output, at most limit bytes (0:
// all of it).
func (d *decompressor) feed(t *vm.Thread, b []byte, limit int) (vm.Value, error) {
	if d.eof {
		// Past the end of the stream everything is unused data.
		d.unused = append(bytes.Clone(d.unused), b...)
		return vm.NewBytes(nil), nil
	}
	if err := t.Alloc(int64(len(b))); err != nil {
		return nil, err
	}
	d.in = append(d.in, b...)
	res, err := inflate(t, d.in, d.format, d.dict, d.returned, limit)
	if err != nil {
		return nil, err
	}
	d.returned += len(res.out)
	d.tail = nil
	switch {
	case res.eof:
		d.eof = true
		d.unused = bytes.Clone(d.in[res.consumed:])
		d.in = d.in[:res.consumed]
	case res.more:
		// Go's inflater reads ahead of the output it hands out, so it may
		// have read all the input for output still held back. Keep at
		// least its last byte as the tail: a caller loops while
		// unconsumed_tail is not empty, and each call inflates afresh, so
		// where the input is cut changes nothing else.
		res.consumed = min(res.consumed, len(d.in)-1)
		d.tail = bytes.Clone(d.in[res.consumed:])
		d.in = d.in[:res.consumed]
	}
	return vm.NewBytes(res.out), nil
}

func decompressorFlush(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := args[0].(*decompressor)
	length := 16384
	if err := t.UnpackArgs("flush", args[1:], kw, "length?", &length); err != nil {
		return nil, err
	}
	if length <= 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "length must be greater than zero")
	}
	tail := d.tail
	d.tail = nil
	return d.feed(t, tail, 0)
}

// zdictBytes reads the zdict argument: None or absent is no dictionary.
func zdictBytes(v vm.Value, compressing bool) ([]byte, error) {
	if v == nil {
		return nil, nil
	}
	b, ok := native.Buffer(v)
	if !ok {
		// The two constructors word it differently, as CPython's do.
		if compressing {
			return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
		}
		return nil, vm.Errorf(vm.TypeErrorType, "zdict argument must support the buffer protocol")
	}
	return bytes.Clone(b), nil
}

// positionalOnly rejects data given by keyword, as CPython's "data, /".
func positionalOnly(fname string, kw []string) error {
	for _, k := range kw {
		if k == "data" {
			return vm.Errorf(vm.TypeErrorType, "%s() got some positional-only arguments passed as keyword arguments: 'data'", fname)
		}
	}
	return nil
}

// buffer reads a bytes-like argument.
func buffer(v vm.Value) ([]byte, error) {
	if b, ok := native.Buffer(v); ok {
		return b, nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
}

// checksum is crc32 or adler32 with an optional running value.
func checksum(t *vm.Thread, name string, start uint32, f func(prev uint32, b []byte) uint32, args []vm.Value, kw []string) (vm.Value, error) {
	{
		if err := native.Count(name, name, args, kw, 1, 2); err != nil {
			return nil, err
		}
		b, err := buffer(args[0])
		if err != nil {
			return nil, err
		}
		prev := start
		if len(args) == 2 {
			v, err := native.IndexBig(t, args[1])
			if err != nil {
				return nil, err
			}
			prev = uint32(v.Uint64() & 0xffffffff)
			if v.Sign() < 0 {
				prev = uint32(int32(v.Int64()))
			}
		}
		return vm.MakeInt(int64(f(prev, b))), nil
	}
}

// CRC32 is zlib.crc32(data, value=0), which binascii.crc32 is too.
func CRC32(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return checksum(t, "crc32", 0, crc32Update, args, kw)
}

func adler32(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return checksum(t, "adler32", 1, adlerUpdate, args, kw)
}

func crc32Update(prev uint32, b []byte) uint32 { return crc32.Update(prev, crc32.IEEETable, b) }

// adlerUpdate continues an Adler-32 from prev (Go's hash/adler32 takes no
// seed): the two 16-bit sums, reduced every 5552 bytes before they can
// overflow.
func adlerUpdate(prev uint32, b []byte) uint32 {
	s1, s2 := prev&0xffff, prev>>16
	const mod = 65521
	for len(b) > 0 {
		n := min(len(b), 5552)
		for _, c := range b[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		b = b[n:]
	}
	return s2<<16 | s1
}
