# The __future__ module: features, releases, flags, all_feature_names.
import __future__

print(__future__.all_feature_names)
for name in __future__.all_feature_names:
    f = getattr(__future__, name)
    print(name, f, f.getOptionalRelease(), f.getMandatoryRelease(), hex(f.compiler_flag))
print(type(__future__.annotations).__name__, __future__.annotations.optional, __future__.annotations.mandatory)
print(__future__.CO_FUTURE_ANNOTATIONS == __future__.annotations.compiler_flag)
print(sorted(n for n in dir(__future__) if n.startswith("CO_")))
print(__future__.__all__ == ["all_feature_names"] + __future__.all_feature_names)
from __future__ import division, print_function
print(division is __future__.division, print_function)
