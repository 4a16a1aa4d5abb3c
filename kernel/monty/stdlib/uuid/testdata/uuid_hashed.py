import uuid
for ns_name in ['NAMESPACE_DNS', 'NAMESPACE_URL', 'NAMESPACE_OID', 'NAMESPACE_X500']:
    ns = getattr(uuid, ns_name)
    print(ns_name, ns, ns.version, ns.variant)
    for name in ['', 'python.org', 'héllo', 'a' * 100]:
        u3 = uuid.uuid3(ns, name)
        u5 = uuid.uuid5(ns, name)
        print(' ', repr(name[:10]), u3, u3.version, u5, u5.version, u3.variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'x') == uuid.uuid3(uuid.NAMESPACE_DNS, 'x'))
print(uuid.uuid5(uuid.uuid4(), 'x').version)
for f in (uuid.uuid3, uuid.uuid5):
    try:
        f(uuid.NAMESPACE_DNS, b'bytes')
    except TypeError as e:
        print('TypeError', e)
    try:
        f('not a uuid', 'x')
    except AttributeError as e:
        print('AttributeError')
