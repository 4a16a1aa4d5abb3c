package vm

import (
	"fmt"
)

// Object is an instance of a user-defined class.
type Object struct {
	class *Type
	dict  *Dict   // the instance __dict__; nil until the first attribute, or for __slots__ classes
	slots []Value // __slots__ values
	// base holds the built-in part of an instance of a class that derives
	// from a built-in type other than object (list, dict, int, str, ...).
	base Value
}

// Type returns the object's class.
func (o *Object) Type() *Type { return o.class }

// Base returns the built-in value an instance of a subclass of a built-in
// type wraps, or nil.
func (o *Object) Base() Value { return o.base }

// Dict returns the instance dict, creating it.
func (o *Object) Dict() *Dict {
	if o.dict == nil {
		o.dict = newInstanceDict(o.class)
	}
	return o.dict
}

// instanceDict4 and instanceDict8 put a dict and its first entries in one
// allocation: the attributes of most instances fit, so setting them in
// __init__ allocates once (the methods and records benchmarks).
type instanceDict4 struct {
	d Dict
	e [4]dictEntry
}

type instanceDict8 struct {
	d Dict
	e [8]dictEntry
}

// newInstanceDict returns an empty dict sized for the instances of cls,
// learned from the largest one seen so far.
func newInstanceDict(cls *Type) *Dict {
	switch hint := cls.dictHint; {
	case hint <= 4:
		b := &instanceDict4{}
		b.d.entries = b.e[:0]
		return &b.d
	case hint <= 8:
		b := &instanceDict8{}
		b.d.entries = b.e[:0]
		return &b.d
	default:
		return NewDict(int(hint))
	}
}

// inline cache kinds for attribute access.
const (
	cacheNone      uint8 = iota
	cacheInstance        // no class attribute: the instance dict only
	cacheMethod          // a function on the class: bind it
	cacheProperty        // a property: call its getter
	cacheClassAttr       // a plain class attribute, shadowed by the instance dict
	cacheSlot            // a __slots__ member
	cacheBuiltin         // a method of a built-in type
)

// loadAttrCached is LOAD_ATTR with its inline cache.
func (t *Thread) loadAttrCached(x Value, c *inlineCache) (Value, error) {
	if o, ok := x.(*Object); ok && c.holds(o.class) {
		switch c.kind {
		case cacheInstance:
			if d := o.dict; d != nil {
				if e := c.lastEntry(d); e != nil {
					return e.value, nil
				}
				if i := d.lookupStr(c.name); i >= 0 {
					c.index = i
					return d.entries[i].value, nil
				}
			}
		case cacheMethod:
			if !o.class.shadowed || o.dict == nil || o.dict.lookupStr(c.name) < 0 {
				return &BoundMethod{Self: o, Func: c.value}, nil
			}
		case cacheProperty:
			p := c.value.(*Property)
			if p.fget != nil {
				return t.callAccessor(p.fget, o)
			}
		case cacheClassAttr:
			if o.dict != nil {
				if i := o.dict.lookupStr(c.name); i >= 0 {
					return o.dict.entries[i].value, nil
				}
			}
			return c.value, nil
		case cacheSlot:
			if v := o.slots[c.index]; v != nil {
				return v, nil
			}
		}
	}
	v, err := t.GetAttr(x, c.name)
	if err == nil {
		if o, ok := x.(*Object); ok {
			t.fillAttrCache(o, c)
		}
	}
	return v, err
}

func (t *Thread) fillAttrCache(o *Object, c *inlineCache) {
	cls := o.class
	h := cls.hookFlags()
	if h.getattribute || h.getattr {
		c.cls, c.more = nil, [3]classVersion{}
		return
	}
	prev, prevVersion, prevKind, prevValue, prevIndex := c.cls, c.version, c.kind, c.value, c.index
	c.cls, c.version, c.value = cls, cls.version, nil
	attr := cls.lookupStr(c.name)
	switch a := attr.(type) {
	case nil:
		c.kind = cacheInstance
	case *Function:
		c.kind, c.value = cacheMethod, a
	case *Property:
		c.kind, c.value = cacheProperty, a
	case *SlotMember:
		c.kind, c.index = cacheSlot, a.index
	case *Str, Int, Float, Bool, NoneType, Tuple:
		c.kind, c.value = cacheClassAttr, a
	default:
		c.cls = nil
		return
	}
	c.keepSecond(prev, prevVersion, prevKind, prevValue, prevIndex)
}

// instanceDict returns the instance dict of x when the cache's answer for
// x's class is "an instance attribute" (cacheInstance) and x has a dict;
// nil otherwise. Small enough for Go to inline into the loop, which then
// reads or rebinds the attribute at lastEntry without a call.
func (c *inlineCache) instanceDict(x Value) *Dict {
	if o, ok := x.(*Object); ok && o.class == c.cls && c.kind == cacheInstance && o.class.version == c.version {
		return o.dict
	}
	return nil
}

// lastEntry returns the entry of d where the cached name was last found,
// if it is still there; nil otherwise. Instances of a class usually hold
// their attributes in the same order.
func (c *inlineCache) lastEntry(d *Dict) *dictEntry {
	if i := c.index; i < len(d.entries) {
		if e := &d.entries[i]; e.key == Value(c.name) {
			return e
		}
	}
	return nil
}

// holds reports whether the cache's answer is valid for an instance of
// cls.
func (c *inlineCache) holds(cls *Type) bool {
	if cls == c.cls {
		return cls.version == c.version
	}
	for i := range c.more {
		if m := &c.more[i]; m.cls == cls {
			return cls.version == m.version
		}
	}
	return false
}

// keepSecond is called when the cache was just filled for c.cls: it
// keeps the class the cache held before among the others whose answer is
// the same (no attribute in the class, an instance attribute; the same
// function; the same slot), the oldest dropping out; when the answer
// differs, the others are forgotten.
func (c *inlineCache) keepSecond(prev *Type, version uint64, kind uint8, value Value, index int) {
	same := prev != nil && prev != c.cls && kind == c.kind
	if same {
		switch kind {
		case cacheInstance:
		case cacheMethod:
			f, ok := value.(*Function)
			same = ok && c.value == Value(f)
		case cacheSlot:
			same = index == c.index
		default:
			same = false
		}
	}
	if !same {
		c.more = [3]classVersion{}
		return
	}
	// prev goes first; c.cls, now the main entry, leaves the others.
	j := len(c.more) - 1
	for i := range c.more {
		if c.more[i].cls == c.cls {
			j = i
			break
		}
	}
	copy(c.more[1:j+1], c.more[:j])
	c.more[0] = classVersion{prev, version}
}

// loadMethodCached is LOAD_METHOD: it returns the function and the
// receiver when the attribute is a method (so no bound method is
// allocated), or the attribute and nil.
func (t *Thread) loadMethodCached(x Value, c *inlineCache) (Value, Value, error) {
	switch o := x.(type) {
	case *Object:
		if c.kind == cacheMethod && c.holds(o.class) {
			if !o.class.shadowed || o.dict == nil || o.dict.lookupStr(c.name) < 0 {
				return c.value, o, nil
			}
		}
		cls := o.class
		h := cls.hookFlags()
		if !h.getattribute {
			attr := cls.lookupStr(c.name)
			if f, ok := attr.(*Function); ok {
				if o.dict == nil || o.dict.lookupStr(c.name) < 0 {
					if !h.getattr {
						prev, prevVersion, prevKind, prevValue := c.cls, c.version, c.kind, c.value
						c.cls, c.version, c.kind, c.value = cls, cls.version, cacheMethod, f
						c.keepSecond(prev, prevVersion, prevKind, prevValue, c.index)
					}
					return f, o, nil
				}
			}
			if b, ok := attr.(*Builtin); ok && b.owner != nil && b.self == nil {
				if o.dict == nil || o.dict.lookupStr(c.name) < 0 {
					return b, o, nil
				}
			}
		}
	case *Module, *Type, *Super:
	default:
		cls := x.Type()
		if cls == c.cls {
			return c.value, x, nil
		}
		if cls.builtin {
			if b, ok := cls.lookupStr(c.name).(*Builtin); ok && b.self == nil && b.owner != nil {
				c.cls, c.more, c.value, c.kind = cls, [3]classVersion{}, b, cacheBuiltin
				return b, x, nil
			}
		}
	}
	v, err := t.GetAttr(x, c.name)
	return v, nil, err
}

// storeAttrCached is STORE_ATTR with its inline cache.
func (t *Thread) storeAttrCached(x Value, c *inlineCache, v Value) error {
	if o, ok := x.(*Object); ok {
		if c.holds(o.class) {
			if c.kind == cacheInstance {
				if o.dict == nil {
					o.dict = newInstanceDict(o.class)
				}
				d := o.dict
				if e := c.lastEntry(d); e != nil {
					e.value = v
					return nil
				}
				// One lookup: a new name is appended, so its index is
				// the last.
				if i := d.lookupStr(c.name); i >= 0 {
					d.entries[i].value = v
					c.index = i
					return nil
				}
				d.insert(c.name, c.name.Hash(), v)
				c.index = len(d.entries) - 1
				if n := int32(d.used); n > o.class.dictHint {
					o.class.dictHint = n
				}
				return nil
			}
			if c.kind == cacheSlot {
				o.slots[c.index] = v
				return nil
			}
		}
		err := t.SetAttr(o, c.name, v)
		if err == nil {
			cls := o.class
			h := cls.hookFlags()
			prev, prevVersion, prevKind, prevIndex := c.cls, c.version, c.kind, c.index
			if !h.setattr && o.dict != nil && cls.hasDict {
				attr := cls.lookupStr(c.name)
				if attr == nil {
					c.cls, c.version, c.kind = cls, cls.version, cacheInstance
					c.keepSecond(prev, prevVersion, prevKind, nil, prevIndex)
				} else if s, ok := attr.(*SlotMember); ok {
					c.cls, c.version, c.kind, c.index = cls, cls.version, cacheSlot, s.index
					c.keepSecond(prev, prevVersion, prevKind, nil, prevIndex)
				}
			} else if !h.setattr {
				if s, ok := cls.lookupStr(c.name).(*SlotMember); ok {
					c.cls, c.version, c.kind, c.index = cls, cls.version, cacheSlot, s.index
					c.keepSecond(prev, prevVersion, prevKind, nil, prevIndex)
				}
			}
		}
		return err
	}
	return t.SetAttr(x, c.name, v)
}

// GetAttr returns x.name.
func (t *Thread) GetAttr(x Value, name *Str) (Value, error) {
	switch o := x.(type) {
	case *Object:
		return t.objectGetAttr(o, name)
	case *Type:
		return t.typeGetAttr(o, name)
	case *Module:
		if v, ok := o.dict.GetStr(name); ok {
			return v, nil
		}
		// The module type's attributes (__dict__, __class__) come before
		// a module-level __getattr__, which is only the last resort.
		if v, err := t.genericGetAttr(x, name); err == nil {
			return v, nil
		}
		if ga, ok := o.dict.GetString("__getattr__"); ok {
			return t.Call(ga, []Value{name}, nil)
		}
		e := Errorf(AttributeErrorType, "module '%s' has no attribute '%s'", o.name, name.s)
		e.setAttr("name", name)
		e.setAttr("obj", x)
		return nil, e
	case *Super:
		return t.superGetAttr(o, name)
	}
	return t.genericGetAttr(x, name)
}

// GetAttrString returns x.name.
func (t *Thread) GetAttrString(x Value, name string) (Value, error) {
	return t.GetAttr(x, NewStr(name))
}

func attributeError(x Value, name *Str) error {
	e := Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeName(x), name.s)
	e.setAttr("name", name)
	e.setAttr("obj", x)
	return e
}

// isDataDescriptor reports whether a class attribute takes precedence over
// the instance dict.
func isDataDescriptor(attr Value) bool {
	switch a := attr.(type) {
	case *Property, *SlotMember:
		return true
	case *Object:
		c := a.class
		return c.Lookup("__set__") != nil || c.Lookup("__delete__") != nil
	}
	return false
}

func (t *Thread) objectGetAttr(o *Object, name *Str) (Value, error) {
	cls := o.class
	h := cls.hookFlags()
	if h.getattribute {
		m := cls.Lookup("__getattribute__")
		v, err := t.callDunder(m, o, name)
		if err != nil && h.getattr {
			if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
				return t.callDunder(cls.Lookup("__getattr__"), o, name)
			}
		}
		return v, err
	}
	v, err := t.objectGetAttrGeneric(o, name)
	if err != nil && h.getattr {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
			return t.callDunder(cls.Lookup("__getattr__"), o, name)
		}
	}
	return v, err
}

// objectGetAttrGeneric is object.__getattribute__.
func (t *Thread) objectGetAttrGeneric(o *Object, name *Str) (Value, error) {
	cls := o.class
	attr := cls.lookupStr(name)
	if attr != nil && isDataDescriptor(attr) && hasGet(attr) {
		return t.descriptorGet(attr, o, cls)
	}
	if o.dict != nil {
		if v, ok := o.dict.GetStr(name); ok {
			return v, nil
		}
	}
	if attr != nil {
		return t.bindAttr(attr, o, cls)
	}
	if o.base != nil {
		// Attributes of the built-in part (e.g. int.real on an int subclass).
		if v, err := t.genericGetAttr(o.base, name); err == nil {
			return v, nil
		}
	}
	return nil, attributeError(o, name)
}

// genericGetAttr is attribute lookup on values of built-in types.
func (t *Thread) genericGetAttr(x Value, name *Str) (Value, error) {
	cls := x.Type()
	attr := cls.lookupStr(name)
	if attr != nil && isDataDescriptor(attr) {
		return t.descriptorGet(attr, x, cls)
	}
	if d := instanceDict(x); d != nil {
		if v, ok := d.GetStr(name); ok {
			return v, nil
		}
	}
	if attr == nil || name.s == "__doc__" || len(name.s) > 4 && name.s[0] == '_' && name.s[1] == '_' {
		if v, ok, err := t.specialAttr(x, name.s); ok || err != nil {
			return v, err
		}
	}
	if attr != nil {
		return t.bindAttr(attr, x, cls)
	}
	return nil, attributeError(x, name)
}

// instanceDict returns the __dict__ of values that have one.
func instanceDict(x Value) *Dict {
	switch v := x.(type) {
	case *Function:
		return v.dict
	case *Exception:
		return v.dict
	case *Object:
		return v.dict
	case *Module:
		return v.dict
	case *SimpleNamespace:
		return v.dict
	}
	return nil
}

// hasGet reports whether a descriptor defines __get__.
func hasGet(attr Value) bool {
	if o, ok := attr.(*Object); ok {
		return o.class.Lookup("__get__") != nil
	}
	return true
}

// descriptorGet calls a data descriptor's getter.
func (t *Thread) descriptorGet(attr Value, obj Value, cls *Type) (Value, error) {
	switch a := attr.(type) {
	case *Property:
		if a.fget == nil {
			return nil, Errorf(AttributeErrorType, "property %sof '%s' object has no getter", spaced(a.quotedName(t)), typeName(obj))
		}
		return t.callAccessor(a.fget, obj)
	case *SlotMember:
		o, ok := obj.(*Object)
		if !ok || !o.class.IsSubtype(a.owner) {
			return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", a.name, a.owner.name, typeName(obj))
		}
		if v := o.slots[a.index]; v != nil {
			return v, nil
		}
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeName(obj), a.name)
	}
	return t.bindAttr(attr, obj, cls)
}

func (p *Property) quotedName(t *Thread) string {
	if p.name != nil {
		if s, ok := p.name.(*Str); ok {
			return "'" + s.s + "'"
		}
	}
	if p.builtinName != "" {
		return "'" + p.builtinName + "'"
	}
	if f, ok := p.fget.(*Function); ok {
		return "'" + f.name + "'"
	}
	return ""
}

// bindAttr applies the descriptor protocol to a class attribute found for
// an instance: functions become bound methods, classmethods bind to the
// class, staticmethods unwrap, objects with __get__ are called.
func (t *Thread) bindAttr(attr Value, obj Value, cls *Type) (Value, error) {
	switch a := attr.(type) {
	case *Function:
		return &BoundMethod{Self: obj, Func: a}, nil
	case *Builtin:
		if a.owner != nil && a.self == nil {
			return &Builtin{name: a.name, fn: a.fn, owner: a.owner, self: obj}, nil
		}
		return a, nil
	case *ClassMethod:
		return &BoundMethod{Self: cls, Func: a.fn}, nil
	case *StaticMethod:
		return a.fn, nil
	case *Property:
		return t.descriptorGet(a, obj, cls)
	case *Object:
		if g := a.class.Lookup("__get__"); g != nil {
			return t.callDunder(g, a, obj, cls)
		}
	}
	return attr, nil
}

// isTypeDataDescriptor reports the attributes type defines as data descriptors
// that do not read the class's own dict: on a class they take precedence
// over a class attribute of the same name.
func isTypeDataDescriptor(name string) bool {
	switch name {
	case "__name__", "__qualname__", "__bases__", "__base__", "__mro__", "__dict__", "__class__":
		return true
	}
	return false
}

// typeGetAttr is attribute lookup on a class (type.__getattribute__).
func (t *Thread) typeGetAttr(c *Type, name *Str) (Value, error) {
	meta := c.Type()
	metaAttr := meta.lookupStr(name)
	if metaAttr != nil && isDataDescriptor(metaAttr) {
		return t.descriptorGet(metaAttr, c, meta)
	}
	if metaAttr == nil && isTypeDataDescriptor(name.s) {
		// type's own data descriptors win over the class's dict, as a
		// class attribute __name__ shadows only on instances.
		if v, ok, err := t.typeSpecialAttr(c, name.s); ok || err != nil {
			return v, err
		}
	}
	if attr := c.lookupStr(name); attr != nil {
		switch a := attr.(type) {
		case *Function, *Builtin:
			return a, nil
		case *ClassMethod:
			return &BoundMethod{Self: c, Func: a.fn}, nil
		case *StaticMethod:
			return a.fn, nil
		case *Property:
			return a, nil
		case *Object:
			if g := a.class.Lookup("__get__"); g != nil {
				v, err := t.callDunder(g, a, None, c)
				if err != nil && meta != TypeType {
					// As in CPython, an AttributeError from the class's
					// lookup falls back to the metaclass's __getattr__
					// (types.DynamicClassAttribute, enum members' name).
					if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
						if ga := meta.Lookup("__getattr__"); ga != nil {
							return t.callDunder(ga, c, name)
						}
					}
				}
				return v, err
			}
		}
		return attr, nil
	}
	if metaAttr != nil {
		return t.bindAttr(metaAttr, c, meta)
	}
	if v, ok, err := t.typeSpecialAttr(c, name.s); ok || err != nil {
		return v, err
	}
	if meta != TypeType {
		if ga := meta.Lookup("__getattr__"); ga != nil {
			return t.callDunder(ga, c, name)
		}
	}
	e := Errorf(AttributeErrorType, "type object '%s' has no attribute '%s'", c.name, name.s)
	e.setAttr("name", name)
	e.setAttr("obj", c)
	return nil, e
}

// SetAttr sets x.name = v.
func (t *Thread) SetAttr(x Value, name *Str, v Value) error {
	switch o := x.(type) {
	case *Object:
		if h := o.class.hookFlags(); h.setattr {
			_, err := t.callDunder(o.class.Lookup("__setattr__"), o, name, v)
			return err
		}
		return t.objectSetAttr(o, name, v)
	case *Type:
		if meta := o.Type(); meta != TypeType {
			if m := meta.Lookup("__setattr__"); m != typeSetattr && m != objectSetattr {
				_, err := t.callDunder(m, o, name, v)
				return err
			}
		}
		return t.typeSetAttr(o, name, v)
	case *Module:
		o.dict.SetStr(name, v)
		return nil
	case *Function:
		return t.functionSetAttr(o, name, v)
	case *Exception:
		return t.exceptionSetAttr(o, name, v)
	case *SimpleNamespace:
		o.dict.SetStr(name, v)
		return nil
	}
	cls := x.Type()
	if attr := cls.lookupStr(name); attr != nil {
		if p, ok := attr.(*Property); ok {
			return t.propertySet(p, x, v)
		}
		if cls.builtin {
			return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", cls.name, name.s)
		}
	}
	e := Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", cls.name, name.s)
	return e
}

// objectSetAttr is object.__setattr__.
func (t *Thread) objectSetAttr(o *Object, name *Str, v Value) error {
	attr := o.class.lookupStr(name)
	if attr != nil {
		switch a := attr.(type) {
		case *Property:
			return t.propertySet(a, o, v)
		case *SlotMember:
			o.slots[a.index] = v
			return nil
		case *Object:
			if s := a.class.Lookup("__set__"); s != nil {
				_, err := t.callDunder(s, a, o, v)
				return err
			}
			if a.class.Lookup("__delete__") != nil {
				// A data descriptor (it has __delete__) owns the name.
				return Errorf(AttributeErrorType, "__set__")
			}
		}
	}
	if o.dict == nil {
		if !o.class.hasDict {
			if attr != nil {
				return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", o.class.name, name.s)
			}
			return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", o.class.name, name.s)
		}
		if err := t.Alloc(instanceDictSize(o.class)); err != nil {
			return err
		}
		o.dict = newInstanceDict(o.class)
	} else if err := t.chargeDictInsert(o.dict); err != nil {
		return err
	}
	o.dict.SetStr(name, v)
	if n := int32(o.dict.used); n > o.class.dictHint {
		o.class.dictHint = n
	}
	if attr != nil {
		o.class.markShadowed()
	}
	return nil
}

func (t *Thread) propertySet(p *Property, obj, v Value) error {
	if p.fset == nil {
		if p.builtinName != "" && p.owner != nil && p.owner.builtin {
			// A getter of a built-in type, as CPython words its getsets.
			return Errorf(AttributeErrorType, "attribute '%s' of '%s' objects is not writable", p.builtinName, p.owner.tpName())
		}
		return Errorf(AttributeErrorType, "property %sof '%s' object has no setter", spaced(p.quotedName(t)), typeName(obj))
	}
	_, err := t.callAccessor(p.fset, obj, v)
	return err
}

func (t *Thread) typeSetAttr(c *Type, name *Str, v Value) error {
	if c.builtin {
		return Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name.s, c.name)
	}
	meta := c.Type()
	if attr := meta.lookupStr(name); attr != nil && meta != TypeType {
		if s := attr.Type().Lookup("__set__"); s != nil {
			_, err := t.callDunder(s, attr, c, v)
			return err
		}
	}
	switch name.s {
	case "__name__":
		s, ok := v.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "can only assign string to %s.__name__, not '%s'", c.name, typeName(v))
		}
		c.name = s.s
		return nil
	case "__qualname__":
		if s, ok := v.(*Str); ok {
			c.qualname = s.s
			return nil
		}
	case "__doc__":
	}
	c.dict.SetStr(name, v)
	c.changed(t)
	c.markShadowed()
	return nil
}

// DelAttr deletes x.name.
func (t *Thread) DelAttr(x Value, name *Str) error {
	switch o := x.(type) {
	case *Object:
		if h := o.class.hookFlags(); h.delattr {
			_, err := t.callDunder(o.class.Lookup("__delattr__"), o, name)
			return err
		}
		return t.objectDelAttr(o, name)
	case *Type:
		if meta := o.Type(); meta != TypeType {
			if m := meta.Lookup("__delattr__"); m != typeDelattr && m != objectDelattr {
				_, err := t.callDunder(m, o, name)
				return err
			}
		}
		return t.typeDelAttr(o, name)
	case *Module:
		if !o.dict.DelStr(name) {
			return Errorf(AttributeErrorType, "module '%s' has no attribute '%s'", o.name, name.s)
		}
		return nil
	}
	if d := instanceDict(x); d != nil && d.DelStr(name) {
		return nil
	}
	return attributeError(x, name)
}

func (t *Thread) objectDelAttr(o *Object, name *Str) error {
	attr := o.class.lookupStr(name)
	switch a := attr.(type) {
	case *Property:
		if a.fdel == nil {
			return Errorf(AttributeErrorType, "property %sof '%s' object has no deleter", spaced(a.quotedName(t)), o.class.name)
		}
		_, err := t.callAccessor(a.fdel, o)
		return err
	case *SlotMember:
		if o.slots[a.index] == nil {
			return Errorf(AttributeErrorType, "%s", name.s)
		}
		o.slots[a.index] = nil
		return nil
	case *Object:
		if d := a.class.Lookup("__delete__"); d != nil {
			_, err := t.callDunder(d, a, o)
			return err
		}
		if a.class.Lookup("__set__") != nil {
			return Errorf(AttributeErrorType, "__delete__")
		}
	}
	if o.dict != nil && o.dict.DelStr(name) {
		return nil
	}
	return attributeError(o, name)
}

// HasAttr reports whether getattr(x, name) succeeds.
func (t *Thread) HasAttr(x Value, name string) (bool, error) {
	_, err := t.GetAttr(x, NewStr(name))
	if err == nil {
		return true, nil
	}
	if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
		return false, nil
	}
	return false, err
}

// setAttr stores an attribute in an exception's dict (name, obj, ...).
func (e *Exception) setAttr(name string, v Value) {
	if e.dict == nil {
		e.dict = NewDict(0)
	}
	e.dict.SetString(name, v)
}

// Super is the object super() returns.
type Super struct {
	thisType *Type
	obj      Value
	objType  *Type
}

// Type returns super.
func (*Super) Type() *Type { return SuperType }

func (t *Thread) superGetAttr(s *Super, name *Str) (Value, error) {
	if name.s == "__class__" {
		return SuperType, nil
	}
	if s.objType != nil {
		mro := s.objType.mro
		i := 0
		for i < len(mro) && mro[i] != s.thisType {
			i++
		}
		for i++; i < len(mro); i++ {
			if v, ok := mro[i].dict.GetStr(name); ok {
				switch a := v.(type) {
				case *Function:
					if s.obj == s.objType {
						return a, nil
					}
					return &BoundMethod{Self: s.obj, Func: a}, nil
				case *Builtin:
					if a.owner != nil && s.obj != Value(s.objType) {
						return &Builtin{name: a.name, fn: a.fn, owner: a.owner, self: s.obj}, nil
					}
					return a, nil
				case *ClassMethod:
					return &BoundMethod{Self: s.objType, Func: a.fn}, nil
				}
				if s.obj == Value(s.objType) {
					if p, ok := v.(*Property); ok {
						return p, nil
					}
				}
				return t.bindAttr(v, s.obj, s.objType)
			}
		}
	}
	return nil, Errorf(AttributeErrorType, "'super' object has no attribute '%s'", name.s)
}

func (s *Super) String() string {
	return fmt.Sprintf("<super: <class '%s'>, <%s object>>", s.thisType.name, typeName(s.obj))
}

func spaced(s string) string {
	if s == "" {
		return ""
	}
	return s + " "
}

// typeDelAttr is type.__delattr__.
func (t *Thread) typeDelAttr(o *Type, name *Str) error {
	if o.builtin {
		return Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name.s, o.name)
	}
	if !o.dict.DelStr(name) {
		return Errorf(AttributeErrorType, "type object '%s' has no attribute '%s'", o.name, name.s)
	}
	o.changed(t)
	return nil
}
