package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRunExitsSoonAfterSignal runs the real binary on programs that keep
// the interpreter busy in different ways, signals it once each has
// started, and checks that the process is gone within a second
// (signalGrace), whatever the cell was doing: a Python loop, a sleep, a
// long built-in, an operation of math/big that nothing interrupts.
//
// Each program prints "ready" where the busy part starts. The bound is
// calibrated against the machine's load in the same test: one second
// plus twice what the binary takes to run print(1).
func TestRunExitsSoonAfterSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildAgentBinary(t)
	dir := t.TempDir()
	calib := time.Now()
	hello := exec.Command(bin, "run", "--backend", "monty", "-")
	hello.Stdin = strings.NewReader("print(1)")
	if out, err := hello.CombinedOutput(); err != nil {
		t.Fatalf("print(1): %v\n%s", err, out)
	}
	startup := time.Since(calib)
	for _, tc := range []struct {
		name, code string
		sig        syscall.Signal
	}{
		{"loop", "print('ready', flush=True)\nwhile True:\n    pass", syscall.SIGTERM},
		{"loop SIGINT", "print('ready', flush=True)\nwhile True:\n    pass", syscall.SIGINT},
		{"sleep", "import time\nprint('ready', flush=True)\ntime.sleep(600)", syscall.SIGTERM},
		{"pbkdf2", "import hashlib\nprint('ready', flush=True)\nhashlib.pbkdf2_hmac('sha256', b'p', b's', 10**9)", syscall.SIGTERM},
		{"big gcd", "import math\na = 3**3000000\nb = 7**1800000\nprint('ready', flush=True)\nmath.gcd(a, b)", syscall.SIGTERM},
		{"context cycle", "a = ValueError('a')\nb = TypeError('b')\na.__context__ = b\nb.__context__ = a\nprint('ready', flush=True)\nwhile True:\n    try:\n        raise a\n    except BaseException:\n        try:\n            int('x')\n        except ValueError:\n            pass", syscall.SIGTERM},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "p.py")
			if err := os.WriteFile(path, []byte(tc.code), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, "run", "--backend", "monty", "--timeout", "10m", path)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := bufio.NewScanner(out)
			if !lines.Scan() || lines.Text() != "ready" {
				t.Fatalf("no ready line: %q %v", lines.Text(), cmd.Wait())
			}
			time.Sleep(200 * time.Millisecond) // into the busy part
			go func() {
				for lines.Scan() {
				}
			}()
			sent := time.Now()
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			bound := time.Second + 2*startup
			select {
			case err := <-exited:
				took := time.Since(sent)
				t.Logf("exited %v after %v (bound %v)", err, took.Round(time.Millisecond), bound.Round(time.Millisecond))
				if took > bound {
					t.Errorf("exited %v after the signal, past %v", took, bound)
				}
				if err == nil {
					t.Errorf("exit status 0 after a signal")
				}
			case <-time.After(bound + 5*time.Second):
				cmd.Process.Kill()
				<-exited
				t.Fatalf("still running %v after the signal", bound+5*time.Second)
			}
		})
	}
}
