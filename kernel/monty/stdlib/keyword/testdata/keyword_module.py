import keyword
print(sorted(n for n in keyword.__all__))
print(callable(keyword.iskeyword), callable(keyword.issoftkeyword))
from keyword import *
print(iskeyword('for'), issoftkeyword('match'), 'while' in kwlist, 'case' in softkwlist)
