package vm

import "testing"

// TestIdentityHidesAddresses: id() and the addresses in reprs are unique
// among live objects, stable, and not the host's addresses; two Threads
// give the same object different identities.
func TestIdentityHidesAddresses(t *testing.T) {
	a, b := NewThread(Options{}), NewThread(Options{})
	objs := make([]Value, 50000)
	seen := make(map[int64]bool, len(objs))
	for i := range objs {
		objs[i] = &Object{class: ObjectType}
		id := a.identity(objs[i])
		if seen[id] {
			t.Fatalf("object %d has the identity of another", i)
		}
		seen[id] = true
		if id == int64(objectID(objs[i])) {
			t.Fatalf("object %d: id is its address", i)
		}
		if id != a.identity(objs[i]) {
			t.Fatalf("object %d: id changed", i)
		}
	}
	same := 0
	for _, o := range objs[:1000] {
		if a.identity(o) == b.identity(o) {
			same++
		}
	}
	if same > 1 {
		t.Errorf("%d of 1000 objects have the same id in two Threads", same)
	}
}
