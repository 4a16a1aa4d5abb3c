package vm

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// sys.stdin: a text stream reading Thread.Stdin, the input the caller
// gives (nil: none, every read sees end of file).

// stdinReader returns the buffered reader over t.Stdin, renewed when the
// caller swaps the reader between runs.
func (t *Thread) stdinReader() *bufio.Reader {
	if t.Stdin == nil {
		return nil
	}
	if t.stdinBuf == nil || t.stdinSrc != t.Stdin {
		t.stdinBuf, t.stdinSrc = bufio.NewReader(t.Stdin), t.Stdin
	}
	return t.stdinBuf
}

// readStdinLine reads one line, its newline included; "" at end of file.
// limit < 0 reads the whole line.
func (t *Thread) readStdinLine(limit int) (string, error) {
	r := t.stdinReader()
	if r == nil {
		return "", nil
	}
	var b strings.Builder
	for limit < 0 || b.Len() < limit {
		c, _, err := r.ReadRune()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return "", Errorf(OSErrorType, "%s", err.Error())
		}
		if err := t.Alloc(4); err != nil {
			return "", err
		}
		b.WriteRune(c)
		if c == '\n' {
			break
		}
		if err := t.check(); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// readStdin reads n characters, or everything when n < 0.
func (t *Thread) readStdin(n int) (string, error) {
	var b strings.Builder
	for n < 0 || b.Len() < n {
		line, err := t.readStdinLine(n - b.Len())
		if n < 0 {
			line, err = t.readStdinLine(-1)
		}
		if err != nil {
			return "", err
		}
		if line == "" {
			break
		}
		b.WriteString(line)
	}
	return b.String(), nil
}

func checkReadable(s *TextStream) error {
	if !s.input {
		return Errorf(OSErrorType, "not readable")
	}
	return nil
}

func textStreamRead(t *Thread, args []Value, kw []string) (Value, error) {
	var size Value = None
	if err := t.UnpackArgs("read", args[1:], kw, "size?", &size); err != nil {
		return nil, err
	}
	if err := checkReadable(args[0].(*TextStream)); err != nil {
		return nil, err
	}
	n := -1
	if size != None {
		i, err := t.index(size)
		if err != nil {
			return nil, err
		}
		n = int(max(i, -1))
	}
	s, err := t.readStdin(n)
	return NewStr(s), err
}

func textStreamReadline(t *Thread, args []Value, kw []string) (Value, error) {
	var size Value = None
	if err := t.UnpackArgs("readline", args[1:], kw, "size?", &size); err != nil {
		return nil, err
	}
	if err := checkReadable(args[0].(*TextStream)); err != nil {
		return nil, err
	}
	n := -1
	if size != None {
		i, err := t.index(size)
		if err != nil {
			return nil, err
		}
		n = int(max(i, -1))
	}
	s, err := t.readStdinLine(n)
	return NewStr(s), err
}

func textStreamReadlines(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkReadable(args[0].(*TextStream)); err != nil {
		return nil, err
	}
	var lines []Value
	for {
		s, err := t.readStdinLine(-1)
		if err != nil {
			return nil, err
		}
		if s == "" {
			return NewList(lines), nil
		}
		lines = append(lines, NewStr(s))
	}
}

func textStreamIter(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkReadable(args[0].(*TextStream)); err != nil {
		return nil, err
	}
	return args[0], nil
}

func textStreamNext(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkReadable(args[0].(*TextStream)); err != nil {
		return nil, err
	}
	s, err := t.readStdinLine(-1)
	if err != nil {
		return nil, err
	}
	if s == "" {
		return nil, Errorf(StopIterationType, "")
	}
	return NewStr(s), nil
}

// builtinInput is input(prompt): the prompt to stdout, a line from stdin
// without its newline, EOFError at end of input.
func builtinInput(t *Thread, args []Value, kw []string) (Value, error) {
	var prompt Value = None
	if err := t.UnpackArgs("input", args, kw, "prompt?", &prompt); err != nil {
		return nil, err
	}
	if prompt != None {
		s, err := t.Str(prompt)
		if err != nil {
			return nil, err
		}
		if err := t.writeStdout(s); err != nil {
			return nil, err
		}
	}
	line, err := t.readStdinLine(-1)
	if err != nil {
		return nil, err
	}
	if line == "" {
		return nil, Errorf(EOFErrorType, "EOF when reading a line")
	}
	return NewStr(strings.TrimSuffix(line, "\n")), nil
}
