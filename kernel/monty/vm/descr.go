package vm

// attrDescriptor stands in a built-in type's __dict__ for an attribute
// its values have without a descriptor of their own (function.__code__,
// function.__globals__): the member_descriptor or getset_descriptor
// CPython has there. It is not a data descriptor, so lookups on values
// go on to specialAttr as before; its __get__ does the same.
type attrDescriptor struct {
	name   string
	owner  *Type
	getset bool
}

// GetSetDescriptorType is the type of attributes computed by built-in
// types (function.__code__).
var GetSetDescriptorType = newBuiltinType("getset_descriptor")

// Type returns member_descriptor or getset_descriptor.
func (d *attrDescriptor) Type() *Type {
	if d.getset {
		return GetSetDescriptorType
	}
	return MemberDescriptorType
}

func (d *attrDescriptor) repr() string {
	if d.getset {
		return "<attribute '" + d.name + "' of '" + d.owner.tpName() + "' objects>"
	}
	return "<member '" + d.name + "' of '" + d.owner.tpName() + "' objects>"
}

func (t *Thread) attrDescriptorGet(d *attrDescriptor, obj Value) (Value, error) {
	if obj == None {
		return d, nil
	}
	if !obj.Type().IsSubtype(d.owner) {
		return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.name, d.owner.name, typeName(obj))
	}
	if v, ok, err := t.specialAttr(obj, d.name); ok || err != nil {
		return v, err
	}
	return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeName(obj), d.name)
}

// addAttrDescriptors puts descriptors for the special attributes of c's
// values in its dict: members first, then getsets.
func addAttrDescriptors(c *Type, members, getsets []string) {
	for _, n := range members {
		c.dict.SetString(n, &attrDescriptor{name: n, owner: c})
	}
	for _, n := range getsets {
		c.dict.SetString(n, &attrDescriptor{name: n, owner: c, getset: true})
	}
}

// getSetDescriptorMethods is registered by setupGetSetDescriptor.
var getSetDescriptorMethods = []builtinMethod{
	{"__get__", getSetDescriptorGet},
	{"__repr__", getSetDescriptorRepr},
}

func setupGetSetDescriptor() {
	c := GetSetDescriptorType
	for _, m := range getSetDescriptorMethods {
		c.addMethod(m.name, m.fn)
	}
	c.final = true
	c.finishBuiltin()
}

// getSetDescriptorGet is the method getset_descriptor.__get__.
func getSetDescriptorGet(t *Thread, args []Value, kw []string) (Value, error) {
	d, ok := args[0].(*attrDescriptor)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__get__' requires a 'getset_descriptor' object")
	}
	if len(args) < 2 {
		return nil, Errorf(TypeErrorType, "expected at least 1 argument, got 0")
	}
	return t.attrDescriptorGet(d, args[1])
}

// getSetDescriptorRepr is the method getset_descriptor.__repr__.
func getSetDescriptorRepr(t *Thread, args []Value, kw []string) (Value, error) {
	return NewStr(args[0].(*attrDescriptor).repr()), nil
}
