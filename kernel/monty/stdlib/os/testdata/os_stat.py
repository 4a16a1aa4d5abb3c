import os
p = '/tmp/monty_os_stat_difftest.txt'
with open(p, 'w') as f:
    f.write('12345')
st = os.stat(p)
print(type(st).__name__, st.st_size, st[6], len(st), isinstance(st, tuple), st.n_sequence_fields, st.n_fields, st.n_unnamed_fields)
print(isinstance(st.st_mtime, float), isinstance(st[8], int), isinstance(st.st_mtime_ns, int), abs(st.st_mtime - st[8]) < 1)
print(st.st_mode == st[0], st.st_nlink >= 1, repr(st).startswith('os.stat_result(st_mode='))
try:
    st.st_nonexistent
except AttributeError as e:
    print('AttributeError', e)
os.remove(p)
