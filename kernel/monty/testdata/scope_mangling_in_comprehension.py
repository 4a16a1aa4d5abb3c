# Private names are mangled inside comprehensions and lambdas within a class body too.
class Vault:
    __secret = [1, 2, 3]
    doubled = [x * 2 for x in __secret]
    def reveal(self):
        return [self.__secret[i] for i in range(2)], (lambda: self.__secret[-1])()
print(Vault.doubled, Vault().reveal(), sorted(k for k in vars(Vault) if "secret" in k))
