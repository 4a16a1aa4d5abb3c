from uuid import UUID
u = UUID('a8098c1a-f86e-11da-bd1a-00112444be1e')
print(str(u), repr(u), u.urn, u.hex, f'{u}', '%s' % u, [u])
print(UUID(u.urn) == u, UUID(u.hex) == u, UUID(str(u).upper()) == u, UUID(repr(u)[6:-2]) == u)
print(str(UUID(int=0)), str(UUID(int=(1 << 128) - 1)))
print(format(u.int, 'x') == u.hex.lstrip('0'), len(u.hex), u.hex == str(u).replace('-', ''))
print(UUID(int=255).hex, UUID(int=255))
